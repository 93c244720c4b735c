'use client';

import { Suspense, type ReactNode } from 'react';
import { useMultiStepState } from './multi-step-context';
import { StepReviewLater } from './step-review-later';

type TProps = {
  /** This step's index (from 0). */
  index: number;
  /** The step's heading, its legend (focused when the step shows). */
  legend: ReactNode;
  /** Its description, above the review. */
  intro?: ReactNode;
  /** A review step lists what the earlier steps hold before its own fields. */
  review: boolean;
  /** Its fields, drawn on the server. */
  children: ReactNode;
};

/**
 * One step of a multi-step form: a fieldset whose legend is the step's heading, its description, a review of the
 * earlier steps (review step, once interactive and shown) and its fields. Hidden unless it is the current step
 * (with JavaScript off, globals.css shows every step).
 */
export function StepPanel({ index, legend, intro, review, children }: TProps) {
  const { step, hydrated, goTo } = useMultiStepState();
  const current = index + 1 === step;
  return (
    <fieldset data-msf-step="" className={`${current ? 'flex' : 'hidden'} min-w-0 flex-col gap-4`}>
      {legend}
      {intro}
      {review && hydrated && current && (
        <Suspense fallback={null}>
          <StepReviewLater steps={index} onChange={goTo} />
        </Suspense>
      )}
      {children}
    </fieldset>
  );
}
