import type { THomeContent } from './home-content';

/**
 * Which of a home's pictures is its LCP image, the one preloaded with high priority (exactly one): the first slide's;
 * without a slider, the first content block's picture, the blocks coming next on the page; else the first car's.
 */
export function homeLcpImage({ slides, blocks }: THomeContent): 'slider' | 'blocks' | 'cars' {
  if (slides.length > 0) return 'slider';
  if (blocks.some((block) => block.image)) return 'blocks';
  return 'cars';
}
