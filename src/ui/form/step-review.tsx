import { isFieldShown } from '@/domain/forms/form-schema';
import { displayValue } from './multi-step-values';
import type { TFormStep, TStepField } from './multi-step-form.types';

type TProps = {
  steps: readonly TFormStep[];
  values: Readonly<Record<string, unknown>>;
  /** Go back to a 1-based step to change it. */
  onChange: (step: number) => void;
};

/** The label of a chosen option that has one (a dealership's name for its slug). */
function optionLabel(field: TStepField, value: unknown): string | undefined {
  const option = field.options?.find((o) => typeof o !== 'string' && o.value === value);
  return typeof option === 'object' ? option.label : undefined;
}

/** What the earlier steps hold, step by step, each with a button back to it. */
export function StepReview({ steps, values, onChange }: TProps) {
  return (
    <div className="flex flex-col gap-4">
      {steps.map((step, i) => (
        <section
          key={step.title}
          aria-label={`Review: ${step.title}`}
          className="rounded-theme border-line border p-4"
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-bold">{step.title}</h3>
            <button
              type="button"
              onClick={() => onChange(i + 1)}
              className="rounded-theme border-ink text-ink min-h-11 border-2 px-4 py-1 text-sm font-semibold"
            >
              Change<span className="sr-only"> {step.title}</span>
            </button>
          </div>
          <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[minmax(0,16rem)_1fr]">
            {step.fields
              .filter((field) => isFieldShown(step.form, field.name, values))
              .map((field) => (
                <div key={field.name} className="contents">
                  <dt className="text-ink-muted text-sm">{field.label}</dt>
                  <dd className="font-semibold break-words">
                    {optionLabel(field, values[field.name]) ?? displayValue(values[field.name])}
                  </dd>
                </div>
              ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
