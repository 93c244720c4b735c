import {
  describeContentIssue,
  type THomeContent,
  ZContentBlock,
  ZHomeSlide,
} from '@/domain/content/home-content';
import type { z } from 'zod';
import type { contentBlocks } from '@/server/db/schema';

type TContentRow = typeof contentBlocks.$inferInsert;

/**
 * A site's home content and Special Offers blocks as content_blocks rows, each slide and block checked against the domain's shapes
 * first: a bad demo entry stops the seed with an error naming the site, the entry and the field.
 */
export function homeContentRows(
  siteSlug: string,
  websiteId: number,
  content: THomeContent,
  offers: THomeContent['blocks'] = [],
): TContentRow[] {
  const check = <T>(result: z.ZodSafeParseResult<T>, where: string): T => {
    if (result.success) return result.data;
    throw new Error(`${siteSlug}: home content ${where}: ${describeContentIssue(result.error)}`);
  };
  const slides = content.slides.map((slide, i): TContentRow => {
    const s = check(ZHomeSlide.safeParse(slide), `slide ${i + 1}`);
    return { websiteId, kind: 'slide', position: i, title: s.title, href: s.href, image: s.image };
  });
  const blockRows = (list: THomeContent['blocks'], kind: 'block' | 'offer') =>
    list.map((block, i): TContentRow => {
      const b = check(ZContentBlock.safeParse(block), `${kind} ${i + 1}`);
      return {
        websiteId,
        kind,
        position: i,
        title: b.title,
        body: b.body,
        image: b.image,
        buttons: b.buttons,
      };
    });
  return [...slides, ...blockRows(content.blocks, 'block'), ...blockRows(offers, 'offer')];
}
