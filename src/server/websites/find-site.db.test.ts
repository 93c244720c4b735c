import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_FEATURE_FLAGS } from '@tests/fixtures/test-feature-flags';
import type { TDbHandle } from '@/server/db/client';
import { dealerships, siteDomains, websiteDealerships, websites } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { FALLBACK_THEME } from '@/domain/site/fallback-theme';
import { findSite } from './find-site';

const flags = TEST_FEATURE_FLAGS;

let handle: TDbHandle;

beforeAll(async () => {
  handle = await createTestDb();
  const [d1, d2] = await handle.db
    .insert(dealerships)
    .values([
      { slug: 'd-one', name: 'One' },
      { slug: 'd-two', name: 'Two' },
    ])
    .returning();
  const [a] = await handle.db
    .insert(websites)
    .values([
      {
        slug: 'alpha',
        name: 'Alpha Motors',
        theme: FALLBACK_THEME,
        searchSettings: { provider: 'postgres', searchPath: '/search/new-used-and-demo-cars/', filters: '' },
        featureFlags: flags,
      },
      {
        slug: 'closed',
        name: 'Closed Motors',
        active: false,
        theme: FALLBACK_THEME,
        searchSettings: { provider: 'postgres', searchPath: '/search/new-used-and-demo-cars/', filters: '' },
        featureFlags: flags,
      },
    ])
    .returning();
  await handle.db.insert(siteDomains).values([
    { websiteId: a!.id, host: 'www.alpha.example', canonical: true },
    { websiteId: a!.id, host: 'alpha.example' },
  ]);
  await handle.db.insert(websiteDealerships).values([
    { websiteId: a!.id, dealershipId: d2!.id },
    { websiteId: a!.id, dealershipId: d1!.id },
  ]);
});

afterAll(() => handle.close());

describe('findSite', () => {
  it('finds a site by slug with its dealerships in id order', async () => {
    const site = await findSite(handle.db, { slug: 'alpha' });
    expect(site?.name).toBe('Alpha Motors');
    expect(site?.dealershipIds).toHaveLength(2);
    expect(site?.dealershipIds).toEqual([...site!.dealershipIds].sort((x, y) => x - y));
  });

  it('finds a site by any of its domains, with its canonical one', async () => {
    for (const host of ['www.alpha.example', 'alpha.example']) {
      const site = await findSite(handle.db, { host });
      expect(site).toMatchObject({ slug: 'alpha', canonicalHost: 'www.alpha.example' });
      expect(site?.hosts).toEqual(['alpha.example', 'www.alpha.example']);
    }
  });

  it.each([[{ slug: 'nobody' }], [{ host: 'alpha' }], [{ slug: 'closed' }]])(
    'returns null for %j',
    async (by) => {
      expect(await findSite(handle.db, by)).toBeNull();
    },
  );
});
