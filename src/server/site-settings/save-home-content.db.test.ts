import type { THomeContent } from '@/domain/content/home-content';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { auditLog } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { findHomeContent } from '@/server/content-blocks/find-home-content';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { createInboxFixture } from '@tests/fixtures/inbox-fixture';
import { openTestMediaStore, type TTestMediaStore } from '@tests/stand-ins/test-media-stores';
import { saveHomeContent } from './save-home-content';
import { saveSiteSettings } from './save-site-settings';
import { createSettingsCipher } from './settings-cipher';

let handle: TDbHandle;
let f: Awaited<ReturnType<typeof createInboxFixture>>;
const cipher = createSettingsCipher(randomBytes(32));
const image = { url: '/media/a.webp', width: 1600, height: 600, alt: '' };
const home = {
  slides: [{ title: 'Spring sale', href: '/special-offers', image }],
  blocks: [{ title: 'Why us', body: '<p>Family owned</p>', image: null, buttons: [] }],
};

beforeAll(async () => {
  handle = await createTestDb();
  f = await createInboxFixture(handle.db, new Date());
}, 60_000);
afterAll(() => handle.close());

describe('saving the home page content', () => {
  it('replaces the slides and blocks the site reads, audited', async () => {
    const save = (value: typeof home) =>
      saveSiteSettings(handle.db, f.people.groupAlpha, f.alpha.site.slug, { section: 'home', value }, cipher);
    await save(home);
    const read = await findHomeContent(handle.db, f.alpha.site.id);
    expect({ slides: read.slides, blocks: read.blocks }).toEqual(home);
    await save({ slides: [], blocks: [] });
    expect((await findHomeContent(handle.db, f.alpha.site.id)).blocks).toEqual([]);
    const audit = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'settings.home'));
    expect(audit.map((a) => (a.after as typeof home).slides.length)).toEqual([1, 0]);
  });

  it('refuses another site’s admin', async () => {
    await expect(
      saveSiteSettings(
        handle.db,
        f.people.groupBeta,
        f.alpha.site.slug,
        { section: 'home', value: home },
        cipher,
      ),
    ).rejects.toEqual(new DashboardError('not_found'));
  });

  it('deletes the uploads no slide or block shows any more, and nothing else', async () => {
    const media: TTestMediaStore = await openTestMediaStore('local');
    try {
      const id = f.alpha.site.id;
      const upload = (name: string) => ({ ...image, url: `/media/sites/${id}/content/${name}.webp` });
      for (const name of ['kept', 'dropped', 'typed-over'])
        await media.store.put(`sites/${id}/content/${name}.webp`, new Uint8Array([1]), 'image/webp');
      const save = (value: THomeContent) =>
        saveHomeContent(handle.db, f.people.groupAlpha, f.alpha.site.slug, value, media.store);
      const block = home.blocks[0]!;
      await save({
        slides: [
          { ...home.slides[0]!, image: upload('kept') },
          { ...home.slides[0]!, image: upload('dropped') },
        ],
        blocks: [{ ...block, image: upload('typed-over') }],
      });
      await save({
        slides: [{ ...home.slides[0]!, image: upload('kept') }],
        blocks: [{ ...block, image }],
      });
      expect(await media.stored(upload('kept').url)).not.toBeNull();
      expect(await media.stored(upload('dropped').url)).toBeNull();
      expect(await media.stored(upload('typed-over').url)).toBeNull();
    } finally {
      await media.close();
    }
  });
});
