import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { auditLog } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { createInboxFixture } from '@tests/fixtures/inbox-fixture';
import { saveSiteSettings } from '@/server/site-settings/save-site-settings';
import { createSettingsCipher } from '@/server/site-settings/settings-cipher';
import { listSiteRedirects } from './list-site-redirects';

let handle: TDbHandle;
let f: Awaited<ReturnType<typeof createInboxFixture>>;
const cipher = createSettingsCipher(randomBytes(32));
const redirects = [
  { fromPath: '/used-cars', toUrl: '/search/used' },
  { fromPath: '/stock.php?id=9', toUrl: '/cars/2022-toyota-hilux' },
];

beforeAll(async () => {
  handle = await createTestDb();
  f = await createInboxFixture(handle.db, new Date());
}, 60_000);
afterAll(() => handle.close());

const save = (value: typeof redirects, viewer = f.people.groupAlpha, slug = f.alpha.site.slug) =>
  saveSiteSettings(handle.db, viewer, slug, { section: 'redirects', value }, cipher);

describe('saving a site’s redirects', () => {
  it('replaces the list whole, audited with the counts', async () => {
    await save(redirects);
    expect(await listSiteRedirects(handle.db, f.alpha.site.id)).toEqual(redirects);
    await save([redirects[1]!]);
    expect(await listSiteRedirects(handle.db, f.alpha.site.id)).toEqual([redirects[1]]);
    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'settings.redirects'));
    expect(audit.map((a) => a.after)).toEqual([{ redirects: 2 }, { redirects: 1 }]);
    expect(audit[1]!.before).toEqual({ redirects: 2 });
  });

  it('keeps each site’s redirects apart and refuses another site’s admin', async () => {
    await expect(save(redirects, f.people.groupBeta)).rejects.toBeInstanceOf(DashboardError);
    expect(await listSiteRedirects(handle.db, f.beta.site.id)).toEqual([]);
    expect(await listSiteRedirects(handle.db, f.alpha.site.id)).toEqual([redirects[1]]);
  });
});
