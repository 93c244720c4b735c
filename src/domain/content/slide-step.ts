/** How long a slide stays before the slider moves on by itself (WCAG 2.2.2 asks for a way to pause it). */
export const SLIDE_INTERVAL_MS = 7000;

/** The slide `step` places from `index` (negative goes back), wrapping round at both ends. */
export function stepSlide(index: number, count: number, step: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** A slide's name for assistive technology, e.g. "2 of 3". */
export function slidePositionLabel(index: number, count: number): string {
  return `${index + 1} of ${count}`;
}

/**
 * Whether the slider should move on by itself now: only with more than one slide, never for visitors who
 * asked for reduced motion, not after the visitor stopped it, and not while the pointer is over it or
 * keyboard focus is inside it (the WAI carousel pattern).
 */
export function shouldAutoRotate(state: {
  count: number;
  stopped: boolean;
  reducedMotion: boolean;
  hovered: boolean;
  focused: boolean;
}): boolean {
  return state.count > 1 && !state.stopped && !state.reducedMotion && !state.hovered && !state.focused;
}
