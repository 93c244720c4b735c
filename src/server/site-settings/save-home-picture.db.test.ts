import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { auditLog } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { findHomeContent } from '@/server/content-blocks/find-home-content';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { createInboxFixture } from '@tests/fixtures/inbox-fixture';
import { saveHomePicture } from './save-home-picture';
import { saveSiteSettings } from './save-site-settings';
import { createSettingsCipher } from './settings-cipher';

let handle: TDbHandle;
let f: Awaited<ReturnType<typeof createInboxFixture>>;
const old = { url: '/media/sites/1/content/slide-old.webp', width: 1600, height: 800, alt: 'Old' };
const fresh = { url: '/media/sites/1/content/slide-new.webp', width: 2400, height: 1200, alt: 'A ute' };
const home = {
  slides: [
    { title: 'Spring sale', href: '/special-offers', image: old },
    { title: 'Service', href: '/service', image: { ...old, url: '/media/content/x.webp' } },
  ],
  blocks: [{ title: 'Why us', body: 'Family owned', image: null, buttons: [] }],
};

beforeAll(async () => {
  handle = await createTestDb();
  f = await createInboxFixture(handle.db, new Date());
  await saveSiteSettings(
    handle.db,
    f.people.groupAlpha,
    f.alpha.site.slug,
    { section: 'home', value: home },
    createSettingsCipher(randomBytes(32)),
  );
}, 60_000);
afterAll(() => handle.close());

describe('saveHomePicture', () => {
  const save = (target: Parameters<typeof saveHomePicture>[3], viewer = f.people.groupAlpha) =>
    saveHomePicture(handle.db, viewer, f.alpha.site.slug, target, fresh);

  it('puts the picture on that slide only, audited with the picture before and after', async () => {
    const saved = await save({ kind: 'slide', index: 0, shown: old.url });
    expect(saved).toEqual({ websiteId: f.alpha.site.id, replaced: old.url });
    const read = await findHomeContent(handle.db, f.alpha.site.id);
    expect(read.slides.map((s) => s.image.url)).toEqual([fresh.url, '/media/content/x.webp']);
    expect(read.blocks).toEqual(home.blocks);
    const [audit] = await handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'settings.home-picture'));
    expect(audit).toMatchObject({
      before: { slide: 1, title: 'Spring sale', image: old },
      after: { slide: 1, title: 'Spring sale', image: fresh },
    });
  });

  it('gives a block without a picture one', async () => {
    expect(await save({ kind: 'block', index: 0, shown: '' })).toMatchObject({ replaced: null });
    expect((await findHomeContent(handle.db, f.alpha.site.id)).blocks[0]!.image).toEqual(fresh);
  });

  it.each([
    ['a slide that is not there', { kind: 'slide', index: 5, shown: '' }],
    ['a picture changed since the page showed it', { kind: 'slide', index: 1, shown: old.url }],
  ] as const)('refuses %s', async (_, target) => {
    await expect(save(target)).rejects.toEqual(new DashboardError('picture_stale'));
  });

  it('refuses another site’s admin', async () => {
    await expect(
      save({ kind: 'slide', index: 1, shown: '/media/content/x.webp' }, f.people.groupBeta),
    ).rejects.toEqual(new DashboardError('not_found'));
  });
});
