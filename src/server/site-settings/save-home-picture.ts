import type { TContentImage } from '@/domain/content/home-content';
import { findHomeContent } from '@/server/content-blocks/find-home-content';
import type { TDb } from '@/server/db/client';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { recordAudit } from '@/server/dashboard/record-audit';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { findEditableSite } from './editable-sites';
import { replaceHomeContentRows } from './replace-home-content-rows';

/** Which picture: the slide or block at `index` (0-based, in order), as the page showed it (`shown`: its address, '' for none). */
export type THomePictureTarget = { kind: 'slide' | 'block'; index: number; shown: string };

/**
 * Puts a new picture on one home slide or block of a site the person may change, audited as
 * `settings.home-picture`, in one transaction. A slide or block that is gone, or whose picture changed since the
 * page showed it, is refused (`picture_stale`) rather than given a picture meant for another. Returns the site's
 * id and the address the picture replaced.
 */
export async function saveHomePicture(
  db: TDb,
  viewer: TViewer,
  slug: string,
  target: THomePictureTarget,
  image: TContentImage,
): Promise<{ websiteId: number; replaced: string | null }> {
  return db.transaction(async (t) => {
    const tx = t as unknown as TDb;
    const site = await findEditableSite(tx, viewer, slug);
    const { slides, blocks } = await findHomeContent(tx, site.id);
    const current = (target.kind === 'slide' ? slides : blocks)[target.index];
    if (!current || (current.image?.url ?? '') !== target.shown) throw new DashboardError('picture_stale');
    const next =
      target.kind === 'slide'
        ? { slides: slides.map((s, i) => (i === target.index ? { ...s, image } : s)), blocks }
        : { slides, blocks: blocks.map((b, i) => (i === target.index ? { ...b, image } : b)) };
    await replaceHomeContentRows(tx, site.id, next);
    const where = { [target.kind]: target.index + 1, title: current.title };
    await recordAudit(tx, viewer, {
      websiteId: site.id,
      action: 'settings.home-picture',
      before: { ...where, image: current.image },
      after: { ...where, image },
    });
    return { websiteId: site.id, replaced: current.image?.url ?? null };
  });
}
