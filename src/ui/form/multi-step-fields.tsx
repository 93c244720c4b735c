import { Fragment } from 'react';
import { isOptionalField } from '@/domain/forms/form-field';
import type { TFormValues } from '@/domain/forms/types';
import type { TFormStep } from './multi-step-form.types';
import { ShownWhen } from './shown-when';
import { StepField } from './step-field';
import { StepPanel } from './step-panel';

type TProps = {
  steps: readonly TFormStep[];
  /** The form's id prefix (MultiStepForm's `idPrefix`): field `x` is `${idPrefix}-x`, step n's heading `-step-n`. */
  idPrefix: string;
  /** What fields hold to start with, by name. */
  initialValues?: TFormValues;
};

/**
 * The steps of a multi-step form, drawn on the server as children of MultiStepForm: each step's heading, description
 * and fields, each field marked required or '(optional)' by its schema. The browser gets no code for the fields:
 * the form around them shows one step at a time, hides conditional fields whose condition fails, and draws errors.
 */
export function MultiStepFields({ steps, idPrefix, initialValues = {} }: TProps) {
  return steps.map((step, index) => (
    <StepPanel
      key={step.title}
      index={index}
      review={step.review ?? false}
      legend={
        // The step's legend is its heading: a group named by its legend, focus moved to the heading.
        <legend className="mb-4">
          <h2 id={`${idPrefix}-step-${index + 1}`} tabIndex={-1} className="text-xl font-bold">
            {step.title}
          </h2>
        </legend>
      }
      intro={step.description && <p className="text-ink-muted">{step.description}</p>}
    >
      {step.fields.map((field) => {
        const optional = isOptionalField(step.form.fields[field.name]!);
        const conditional = field.name in step.form.shownWhen;
        const drawn = (
          <StepField
            field={field}
            id={`${idPrefix}-${field.name}`}
            initial={initialValues[field.name]}
            optional={optional}
            required={!optional && !conditional}
          />
        );
        return conditional ? (
          <ShownWhen key={field.name} step={index} name={field.name}>
            {drawn}
          </ShownWhen>
        ) : (
          <Fragment key={field.name}>{drawn}</Fragment>
        );
      })}
    </StepPanel>
  ));
}
