import { and, asc, eq } from 'drizzle-orm';
import { describeContentIssue, type TContentBlock } from '@/domain/content/home-content';
import type { TDb } from '@/server/db/client';
import { contentBlocks } from '@/server/db/schema';
import { blockOf, type TSkippedContent } from './find-home-content';

/**
 * One site's offer blocks (the Special Offers page's content blocks), in position order and in the home blocks'
 * shape; rows that fail it are returned in `skipped` instead of breaking the page.
 */
export async function findOfferBlocks(
  db: TDb,
  siteId: number,
): Promise<{ offers: TContentBlock[]; skipped: TSkippedContent[] }> {
  const rows = await db
    .select()
    .from(contentBlocks)
    .where(and(eq(contentBlocks.websiteId, siteId), eq(contentBlocks.kind, 'offer')))
    .orderBy(asc(contentBlocks.position), asc(contentBlocks.id));
  const offers: TContentBlock[] = [];
  const skipped: TSkippedContent[] = [];
  for (const row of rows) {
    const parsed = blockOf(row);
    if (parsed.success) offers.push(parsed.data);
    else skipped.push({ id: row.id, kind: row.kind, problem: describeContentIssue(parsed.error) });
  }
  return { offers, skipped };
}
