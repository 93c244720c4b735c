import { and, eq, inArray } from 'drizzle-orm';
import type { THomeContent } from '@/domain/content/home-content';
import { contentRows } from '@/server/content-blocks/home-content-rows';
import type { TDb } from '@/server/db/client';
import { contentBlocks } from '@/server/db/schema';

/**
 * Writes a site's home slides and blocks in place of its saved ones, inside the caller's transaction. Slides and
 * blocks only: the site's Special Offers blocks (kind 'offer') are not on the home page's settings.
 */
export async function replaceHomeContentRows(tx: TDb, websiteId: number, value: THomeContent): Promise<void> {
  await tx
    .delete(contentBlocks)
    .where(and(eq(contentBlocks.websiteId, websiteId), inArray(contentBlocks.kind, ['slide', 'block'])));
  const rows = contentRows(websiteId, value);
  if (rows.length) await tx.insert(contentBlocks).values(rows);
}
