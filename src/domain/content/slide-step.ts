/** How long a slide stays before the slider moves on by itself (WCAG 2.2.2 asks for a way to pause it). */
export const SLIDE_INTERVAL_MS = 7000;

/**
 * How long before the slider moves on by itself it lets the next slide's picture load (a hidden slide's lazy picture
 * waits until it is shown): enough for a 1400 px picture on a slow phone connection, so the slide is never shown empty.
 */
export const SLIDE_WARM_UP_MS = 2500;

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
 * Whether the slide show is stopped: the visitor's own Pause or Play wins; until they press one, it is
 * stopped only for visitors who asked for reduced motion.
 */
export function isSlideShowStopped(choice: 'play' | 'pause' | null, reducedMotion: boolean): boolean {
  return choice === null ? reducedMotion : choice === 'pause';
}

/**
 * Whether the slider should move on by itself now: only with more than one slide, not while stopped, and
 * not while the pointer is over it or keyboard focus is inside it (the WAI carousel pattern).
 */
export function shouldAutoRotate(state: {
  count: number;
  stopped: boolean;
  hovered: boolean;
  focused: boolean;
}): boolean {
  return state.count > 1 && !state.stopped && !state.hovered && !state.focused;
}
