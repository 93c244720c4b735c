import type { THomeContent } from '@/domain/content/home-content';
import { findHomeContent } from '@/server/content-blocks/find-home-content';
import type { TDb } from '@/server/db/client';
import { recordAudit } from '@/server/dashboard/record-audit';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { findEditableSite } from './editable-sites';
import { replaceHomeContentRows } from './replace-home-content-rows';

/**
 * Replaces a site's home page slides and content blocks (the person must be allowed the site), audited as
 * `settings.home` with the content before and after, in one transaction. Returns the site's id.
 */
export async function saveHomeContent(
  db: TDb,
  viewer: TViewer,
  slug: string,
  value: THomeContent,
): Promise<number> {
  return db.transaction(async (t) => {
    const tx = t as unknown as TDb;
    const site = await findEditableSite(tx, viewer, slug);
    const { slides, blocks } = await findHomeContent(tx, site.id);
    await replaceHomeContentRows(tx, site.id, value);
    await recordAudit(tx, viewer, {
      websiteId: site.id,
      action: 'settings.home',
      before: { slides, blocks },
      after: value,
    });
    return site.id;
  });
}
