import { ENHANCED } from './early-controls-script';

/** A ref callback: React now answers this control's taps, so the early script leaves it alone. */
export function markEnhanced(element: HTMLElement | null): void {
  element?.setAttribute(ENHANCED, '');
}
