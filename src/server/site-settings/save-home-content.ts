import { and, eq, inArray } from 'drizzle-orm';
import type { THomeContent } from '@/domain/content/home-content';
import { findHomeContent } from '@/server/content-blocks/find-home-content';
import { contentRows } from '@/server/content-blocks/home-content-rows';
import type { TDb } from '@/server/db/client';
import { contentBlocks } from '@/server/db/schema';
import { recordAudit } from '@/server/dashboard/record-audit';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { findEditableSite } from './editable-sites';

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
    // Slides and blocks only: the site's Special Offers blocks (kind 'offer') are not on this page.
    await tx
      .delete(contentBlocks)
      .where(and(eq(contentBlocks.websiteId, site.id), inArray(contentBlocks.kind, ['slide', 'block'])));
    const rows = contentRows(site.id, value);
    if (rows.length) await tx.insert(contentBlocks).values(rows);
    await recordAudit(tx, viewer, {
      websiteId: site.id,
      action: 'settings.home',
      before: { slides, blocks },
      after: value,
    });
    return site.id;
  });
}
