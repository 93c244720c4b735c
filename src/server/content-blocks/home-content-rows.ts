import type { THomeContent } from '@/domain/content/home-content';
import type { contentBlocks } from '@/server/db/schema';

export type TContentRow = typeof contentBlocks.$inferInsert;

/** A site's checked home content as content_blocks rows: slides then blocks, each list in its order. */
export function contentRows(websiteId: number, content: THomeContent): TContentRow[] {
  const slides = content.slides.map((s, i): TContentRow => ({
    websiteId,
    kind: 'slide',
    position: i,
    title: s.title,
    href: s.href,
    image: s.image,
  }));
  const blocks = content.blocks.map((b, i): TContentRow => ({
    websiteId,
    kind: 'block',
    position: i,
    title: b.title,
    body: b.body,
    image: b.image,
    buttons: b.buttons,
  }));
  return [...slides, ...blocks];
}
