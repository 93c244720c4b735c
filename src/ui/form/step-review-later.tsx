import { lazy, type ComponentProps, type ComponentType } from 'react';
import { loadLater } from '@/ui/lazy/load-later';
import type { StepReview } from './step-review';

// The review's code loads when the form is first used (the form calls preloadStepReview on its first focus), not
// with the page: a buyer who never reaches the last step never loads it. The review shows only on the last step,
// after Next has saved the earlier steps over the same connection, so it is normally there before it is needed.
const loadStepReview = loadLater(() => import('./step-review'));

/** Starts loading the review's code (a failure here is met again when the review step shows). */
export function preloadStepReview(): void {
  loadStepReview().catch(() => {});
}

/**
 * StepReview, loaded when first needed. If its code cannot load, the review step shows its own fields without the
 * summary: what was typed is still in the earlier steps, which Back reaches, and Submit sends it.
 */
export const StepReviewLater = lazy<ComponentType<ComponentProps<typeof StepReview>>>(() =>
  loadStepReview().then(
    (module) => ({ default: module.StepReview }),
    () => ({ default: () => null }),
  ),
);
