import {
  describeContentIssue,
  type THomeContent,
  ZContentBlock,
  ZHomeSlide,
} from '@/domain/content/home-content';
import type { z } from 'zod';
import { contentRows, type TContentRow } from '@/server/content-blocks/home-content-rows';

/**
 * A site's home content and Special Offers blocks as content_blocks rows, each slide and block checked against
 * the domain's shapes first: a bad demo entry stops the seed with an error naming the site, the entry and the field.
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
  return contentRows(
    websiteId,
    {
      slides: content.slides.map((slide, i) => check(ZHomeSlide.safeParse(slide), `slide ${i + 1}`)),
      blocks: content.blocks.map((block, i) => check(ZContentBlock.safeParse(block), `block ${i + 1}`)),
    },
    offers.map((block, i) => check(ZContentBlock.safeParse(block), `offer ${i + 1}`)),
  );
}
