import { Suspense } from 'react';
import { isOptionalField } from '@/domain/forms/form-field';
import { isFieldShown } from '@/domain/forms/form-schema';
import type { TFormErrors, TFormValues } from '@/domain/forms/types';
import type { TFormStep } from './multi-step-form.types';
import { StepField } from './step-field';
import { StepReviewLater } from './step-review-later';

type TProps = {
  steps: readonly TFormStep[];
  /** This step's index (from 0). */
  index: number;
  current: boolean;
  idPrefix: string;
  hydrated: boolean;
  values: TFormValues;
  errors: TFormErrors;
  headingRef: (element: HTMLHeadingElement | null) => void;
  onChange: (name: string, value: unknown) => void;
  /** Goes to a step (from 1): a review step's "change" links. */
  goTo: (step: number) => void;
};

/**
 * One step of a multi-step form: a fieldset whose legend is the step's heading (focused when the step shows),
 * its description, a review of the earlier steps (review step, once interactive and shown), and its fields: conditional
 * ones only while their condition holds, each marked required or '(optional)' by its schema. Hidden unless
 * it is the current step (with JavaScript off, globals.css shows every step).
 */
export function MultiStepStep({
  steps,
  index,
  current,
  idPrefix,
  hydrated,
  values,
  errors,
  headingRef,
  onChange,
  goTo,
}: TProps) {
  const step = steps[index]!;
  return (
    <fieldset data-msf-step="" className={`${current ? 'flex' : 'hidden'} min-w-0 flex-col gap-4`}>
      {/* The step's legend is its heading: a group named by its legend, focus moved to the heading. */}
      <legend className="mb-4">
        <h2 id={`${idPrefix}-step-${index + 1}`} ref={headingRef} tabIndex={-1} className="text-xl font-bold">
          {step.title}
        </h2>
      </legend>
      {step.description && <p className="text-ink-muted">{step.description}</p>}
      {step.review && hydrated && current && (
        <Suspense fallback={null}>
          <StepReviewLater steps={steps.slice(0, index)} values={values} onChange={goTo} />
        </Suspense>
      )}
      {step.fields
        .filter((field) => !hydrated || isFieldShown(step.form, field.name, values))
        .map((field) => {
          const optional = isOptionalField(step.form.fields[field.name]!);
          return (
            <StepField
              key={field.name}
              field={field}
              id={`${idPrefix}-${field.name}`}
              value={values[field.name]}
              error={errors[field.name]}
              optional={optional}
              required={!optional && (hydrated || !(field.name in step.form.shownWhen))}
              onChange={(value) => onChange(field.name, value)}
            />
          );
        })}
    </fieldset>
  );
}
