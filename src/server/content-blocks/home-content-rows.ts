import type { THomeContent } from '@/domain/content/home-content';
import type { contentBlocks } from '@/server/db/schema';

export type TContentRow = typeof contentBlocks.$inferInsert;

/**
 * A site's checked home content (and its Special Offers blocks) as content_blocks rows: slides, blocks, then
 * offers, each list in its order.
 */
export function contentRows(
  websiteId: number,
  content: THomeContent,
  offers: THomeContent['blocks'] = [],
): TContentRow[] {
  const slides = content.slides.map((s, i): TContentRow => ({
    websiteId,
    kind: 'slide',
    position: i,
    title: s.title,
    href: s.href,
    image: s.image,
  }));
  const blockRows = (list: THomeContent['blocks'], kind: 'block' | 'offer') =>
    list.map((b, i): TContentRow => ({
      websiteId,
      kind,
      position: i,
      title: b.title,
      body: b.body,
      image: b.image,
      buttons: b.buttons,
    }));
  return [...slides, ...blockRows(content.blocks, 'block'), ...blockRows(offers, 'offer')];
}
