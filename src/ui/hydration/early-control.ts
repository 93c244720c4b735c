/**
 * The attribute a control carries while the early controls script (src/features/early-controls), not React, answers
 * its taps: `data-early="favourite"`, `"phone-reveal"`, `"slider"` or `"multi-step"`.
 */
export const EARLY_CONTROL = 'data-early';
/** What a hydrated control sets on itself (markEnhanced): from then on React answers its taps. */
export const ENHANCED = 'data-enhanced';
/**
 * What the early script sets on a multi-step form (`data-early="multi-step"`) whose Next was tapped before hydration;
 * the form takes the step on from there once hydrated.
 */
export const EARLY_NEXT = 'data-early-next';

/** A ref callback: React now answers this control's taps, so the early script leaves it alone. */
export function markEnhanced(element: HTMLElement | null): void {
  element?.setAttribute(ENHANCED, '');
}
