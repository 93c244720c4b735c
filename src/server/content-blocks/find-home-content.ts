import { asc, eq } from 'drizzle-orm';
import {
  describeContentIssue,
  type TContentBlock,
  type THomeContent,
  type THomeSlide,
  ZContentBlock,
  ZHomeSlide,
} from '@/domain/content/home-content';
import type { TDb } from '@/server/db/client';
import { contentBlocks } from '@/server/db/schema';

type TRow = typeof contentBlocks.$inferSelect;

/** A row that does not hold a valid slide or block, left out of the page so the rest still shows. */
export type TSkippedContent = { id: number; kind: TRow['kind']; problem: string };

function slideOf(row: TRow) {
  return ZHomeSlide.safeParse({ title: row.title, href: row.href, image: row.image });
}

/** A content row in the block shape, which home blocks and offer blocks share. */
export function blockOf(row: TRow) {
  return ZContentBlock.safeParse({
    title: row.title,
    body: row.body,
    image: row.image,
    buttons: row.buttons,
  });
}

/**
 * One site's home page slides and content blocks, in position order, each checked against the domain's
 * shapes. Rows that fail are returned in `skipped` (with the field at fault) instead of breaking the page.
 */
export async function findHomeContent(
  db: TDb,
  siteId: number,
): Promise<THomeContent & { skipped: TSkippedContent[] }> {
  const rows = await db
    .select()
    .from(contentBlocks)
    .where(eq(contentBlocks.websiteId, siteId))
    .orderBy(asc(contentBlocks.position), asc(contentBlocks.id));
  const slides: THomeSlide[] = [];
  const blocks: TContentBlock[] = [];
  const skipped: TSkippedContent[] = [];
  for (const row of rows) {
    if (row.kind === 'slide') {
      const parsed = slideOf(row);
      if (parsed.success) slides.push(parsed.data);
      else skipped.push({ id: row.id, kind: row.kind, problem: describeContentIssue(parsed.error) });
    } else if (row.kind === 'block') {
      const parsed = blockOf(row);
      if (parsed.success) blocks.push(parsed.data);
      else skipped.push({ id: row.id, kind: row.kind, problem: describeContentIssue(parsed.error) });
    }
  }
  return { slides, blocks, skipped };
}
