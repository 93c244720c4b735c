import type { TContentBlock, THomeSlide } from './home-content';

/**
 * Which picture is the LCP image, the one preloaded with high priority (exactly one), of a page that opens with a
 * slider, then content blocks, then cars (the home; special offers, which has no slider): the first slide's; without
 * slides, the first content block picture; else the first car's.
 */
export function lcpPicture({
  slides = [],
  blocks,
}: {
  slides?: readonly THomeSlide[];
  blocks: readonly TContentBlock[];
}): 'slider' | 'blocks' | 'cars' {
  if (slides.length > 0) return 'slider';
  if (blocks.some((block) => block.image)) return 'blocks';
  return 'cars';
}
