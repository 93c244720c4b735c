import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The lint rules that keep src/domain pure, demo/ and tests/ out of the product, process.env inside src/env.ts,
// each feature's UI parts its own and every route file a re-export of a wrapped handler, proved on code they must
// refuse and code they must let through (lintText runs the project's eslint.config.mjs for the given path).
const eslint = new ESLint();

async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('import boundaries (eslint.config.mjs)', () => {
  it.each([
    ['the database by alias', "import { db } from '@/server/db/client';\nexport const x = db;\n"],
    ['a framework package', "import { notFound } from 'next/navigation';\nexport const x = notFound;\n"],
    [
      'a relative path out of src/domain',
      "import { db } from '../../server/db/client';\nexport const x = db;\n",
    ],
    ['a dynamic import out of src/domain', "export const load = () => import('../../server/db/client');\n"],
  ])('src/domain may not import %s', async (_name, code) => {
    const ids = await ruleIds(code, 'src/domain/cars/boundary-fixture.ts');
    expect(ids.some((id) => id === 'no-restricted-imports' || id === 'import/no-restricted-paths')).toBe(
      true,
    );
  });

  it.each([
    [
      'another domain file',
      "import { SEARCH_PAGE_SIZE } from '../constants/limits';\nexport const x = SEARCH_PAGE_SIZE;\n",
    ],
    ['zod', "import { z } from 'zod';\nexport const ZX = z.string();\n"],
  ])('src/domain may import %s', async (_name, code) => {
    const ids = await ruleIds(code, 'src/domain/cars/boundary-fixture.ts');
    expect(ids.filter((id) => /restricted/.test(id))).toEqual([]);
  });

  it('src/domain may not use fetch or process', async () => {
    const ids = await ruleIds(
      'export const a = () => fetch("/x");\nexport const b = () => process.cwd();\n',
      'src/domain/cars/boundary-fixture.ts',
    );
    expect(ids.filter((id) => id === 'no-restricted-globals')).toHaveLength(2);
  });

  it('process.env is read only in src/env.ts', async () => {
    const code = 'export const port = process.env.PORT;\n';
    expect(await ruleIds(code, 'src/server/boundary-fixture.ts')).toContain('no-restricted-syntax');
    expect(await ruleIds(code, 'src/env.ts')).not.toContain('no-restricted-syntax');
  });

  it.each([
    'src/features/cars/boundary-fixture.tsx',
    'src/ui/boundary-fixture.tsx',
    'src/server/cars/boundary-fixture.ts',
  ])('%s imports domain rules by path: src/domain has no barrel, one way in', async (filePath) => {
    expect(
      await ruleIds(
        "import { shouldPrefetch } from '@/domain';\nexport const x = shouldPrefetch;\n",
        filePath,
      ),
    ).toContain('no-restricted-imports');
    const byPath =
      "import { shouldPrefetch } from '@/domain/search/should-prefetch';\nexport const x = shouldPrefetch;\n";
    expect(await ruleIds(byPath, filePath)).not.toContain('no-restricted-imports');
  });

  it.each([
    [
      'by alias',
      "import { EnquiryFields } from '@/features/enquiry/enquiry-fields';\nexport const x = EnquiryFields;\n",
    ],
    [
      'by a relative path',
      "import { EnquiryFields } from '../enquiry/enquiry-fields';\nexport const x = EnquiryFields;\n",
    ],
    ['re-exported', "export { EnquiryFields } from '@/features/enquiry/enquiry-fields';\n"],
    ['loaded later', "export const load = () => import('@/features/enquiry/enquiry-fields');\n"],
  ])("a feature may not import another feature's UI part %s", async (_name, code) => {
    const ids = await ruleIds(code, 'src/features/navigation/boundary-fixture.tsx');
    expect(ids).toContain('forecourt/feature-component-imports');
  });

  it.each([
    [
      'a component the other feature offers',
      "import { EnquiryForm } from '@/features/enquiry/enquiry-form';",
    ],
    ['its own part', "import { EnquiryFields } from './enquiry-fields';", 'src/features/enquiry/fixture.tsx'],
    ["another feature's helper", "import { leadApiPath } from '@/features/enquiry/submit-lead';"],
    ["a part's types", "import type { TProps } from '@/features/enquiry/enquiry-fields';"],
    ['a part of src/ui', "import { Dropdown } from '@/ui/menu/dropdown';"],
  ])(
    'a feature may import %s',
    async (_name, code, filePath = 'src/features/navigation/boundary-fixture.tsx') => {
      const ids = await ruleIds(`${code}\nexport const x = 1;\n`, filePath);
      expect(ids).not.toContain('forecourt/feature-component-imports');
    },
  );

  it.each([
    ['src/server/cars/boundary-fixture.ts', false],
    ['src/features/home/boundary-fixture.tsx', false],
    ['src/domain/cars/boundary-fixture.ts', true],
  ])('%s may not import the demo data (nor may its test: %s)', async (filePath, pure) => {
    const code =
      "import { DEMO_SITES } from '../../../demo/sites/demo-sites';\nexport const x = DEMO_SITES;\n";
    expect(await ruleIds(code, filePath)).toContain('import/no-restricted-paths');
    const test = await ruleIds(code, filePath.replace(/\.tsx?$/, '.test.ts'));
    expect(test.includes('import/no-restricted-paths')).toBe(pure);
  });

  it.each([
    ['src/server/cars/boundary-fixture.ts', false, '../../../tests/fixtures/create-test-db'],
    ['src/server/leads/boundary-fixture.ts', false, '@tests/fixtures/create-test-db'],
    ['src/features/home/boundary-fixture.tsx', false, '../../../tests/fixtures/create-test-db'],
    ['src/server/outbox/boundary-fixture.ts', false, '../../../tests/fixtures/create-test-db'],
    ['src/domain/cars/boundary-fixture.ts', true, '../../../tests/fixtures/create-test-db'],
    ['src/app/api/boundary-fixture/load.ts', false, '../../../../tests/stand-ins/stripe-stand-in'],
  ])('%s may not import tests/ (nor may its test: %s)', async (filePath, pure, from) => {
    const code = `import * as testOnly from '${from}';\nexport const x = testOnly;\n`;
    expect(await ruleIds(code, filePath)).toContain('import/no-restricted-paths');
    const test = await ruleIds(code, filePath.replace(/\.tsx?$/, '.test.ts'));
    expect(test.includes('import/no-restricted-paths')).toBe(pure);
  });

  it("a test's fixture beside it may import tests/", async () => {
    const code =
      "import { TEST_FEATURE_FLAGS } from '@tests/fixtures/test-feature-flags';\nexport const x = TEST_FEATURE_FLAGS;\n";
    expect(await ruleIds(code, 'src/features/home/home.fixture.ts')).not.toContain(
      'import/no-restricted-paths',
    );
  });

  it.each([
    ['by alias', "import { deliverDueMail } from '@/server/mail/deliver-due-mail';"],
    ['by a relative path', "import { deliverDueMail } from '../mail/deliver-due-mail';"],
  ])('the outbox is only the queue: it may not import the work it carries %s', async (_name, code) => {
    const ids = await ruleIds(`${code}\nexport const x = deliverDueMail;\n`, 'src/server/outbox/fixture.ts');
    expect(ids).toContain('import/no-restricted-paths');
  });

  it('the outbox may import the database and itself', async () => {
    const code =
      "import type { TDb } from '@/server/db/client';\nimport { DEFAULT_RETRY_POLICY } from './backoff';\nexport const x = (db: TDb) => [db, DEFAULT_RETRY_POLICY];\n";
    expect(await ruleIds(code, 'src/server/outbox/fixture.ts')).not.toContain('import/no-restricted-paths');
  });

  it('inner layers never import the app or features', async () => {
    const code =
      "import { SiteFooter } from '@/features/footer/site-footer';\nexport const x = SiteFooter;\n";
    expect(await ruleIds(code, 'src/server/boundary-fixture.ts')).toContain('no-restricted-imports');
  });
});

describe('route files (eslint/route-file-exports.mjs)', () => {
  const routeFile = 'src/app/api/boundary-fixture/route.ts';

  it.each([
    ['a wrapped handler', "export { getSearchRoute as GET } from '@/server/search/get-search-route';\n"],
    [
      'a wrapped handler and its segment config',
      "export { getSitemapRoute as GET } from '@/features/seo/get-sitemap-route';\nexport const dynamic = 'force-dynamic';\n",
    ],
  ])('a route file may re-export %s', async (_name, code) => {
    expect(await ruleIds(code, routeFile)).not.toContain('forecourt/route-file-exports');
  });

  it.each([
    ['an inline handler', "export async function GET() {\n  return new Response('ok');\n}\n"],
    [
      'a handler bound in the route file',
      "import { getSearchRoute } from '@/server/search/get-search-route';\nexport const GET = getSearchRoute;\n",
    ],
    [
      'a re-export of an unwrapped function',
      "export { handlePaymentWebhook as POST } from '@/server/payments/handle-payment-webhook';\n",
    ],
    [
      'a re-export of a module that is not there',
      "export { getNoneRoute as GET } from '@/server/none/get-none';\n",
    ],
  ])('a route file may not export %s', async (_name, code) => {
    expect(await ruleIds(code, routeFile)).toContain('forecourt/route-file-exports');
  });
});
