import type { THomeContent } from '@/domain/content/home-content';
import { findHomeContent } from '@/server/content-blocks/find-home-content';
import type { TDb } from '@/server/db/client';
import { recordAudit } from '@/server/dashboard/record-audit';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { mediaStore } from '@/server/media/media-store';
import type { IMediaStore } from '@/server/providers/media/types';
import { findEditableSite } from './editable-sites';
import { replaceHomeContentRows } from './replace-home-content-rows';
import { removeHomePictureFiles } from './site-image-files';

const pictureUrls = ({ slides, blocks }: THomeContent) =>
  [...slides, ...blocks].flatMap((row) => (row.image ? [row.image.url] : []));

/**
 * Replaces a site's home page slides and content blocks (the person must be allowed the site), audited as
 * `settings.home` with the content before and after, in one transaction; then deletes the uploaded pictures no
 * slide or block shows any more (removed, or an address typed over them). Returns the site's id.
 */
export async function saveHomeContent(
  db: TDb,
  viewer: TViewer,
  slug: string,
  value: THomeContent,
  store: IMediaStore = mediaStore(),
): Promise<number> {
  const { websiteId, dropped } = await db.transaction(async (t) => {
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
    const kept = new Set(pictureUrls(value));
    return { websiteId: site.id, dropped: pictureUrls({ slides, blocks }).filter((url) => !kept.has(url)) };
  });
  // After the commit: a failed save deletes nothing. Pictures given by address and the demo's are not ours to delete.
  await removeHomePictureFiles(websiteId, dropped, store);
  return websiteId;
}
