import { useLayoutEffect, useRef, useState } from 'react';
import { labelText } from './field-label-in-page';
import { displayValue } from './multi-step-values';

type TProps = {
  /** How many steps come before the review (from the first). */
  steps: number;
  /** Go back to a 1-based step to change it. */
  onChange: (step: number) => void;
};

type TReviewedStep = { title: string; rows: { label: string; value: string }[] };

/** What a field of the form shows: a choice's label, a box ticked or not, the text typed. */
function shownValue(form: HTMLFormElement, name: string): unknown {
  const field = form.elements.namedItem(name);
  if (field instanceof HTMLSelectElement) return field.value && field.selectedOptions[0]?.text;
  if (field instanceof HTMLInputElement && field.type === 'checkbox') return field.checked;
  return field && 'value' in field ? field.value : undefined;
}

/** The earlier steps as the page shows them: each step's heading, and each field there with its label and value. */
function reviewedSteps(form: HTMLFormElement, count: number): TReviewedStep[] {
  const panels = [...form.querySelectorAll('[data-msf-step]')].slice(0, count);
  return panels.map((panel) => ({
    title: panel.querySelector('h2')?.textContent ?? '',
    rows: [...panel.querySelectorAll<HTMLElement>('[data-field]')].map((wrapper) => ({
      label: labelText(wrapper.querySelector('legend, label[for]')) ?? '',
      value: displayValue(shownValue(form, wrapper.dataset.field ?? '')),
    })),
  }));
}

/**
 * What the earlier steps hold, step by step, each with a button back to it: read from the fields as they show (the
 * server drew them), so a conditional field that is not there is not listed.
 */
export function StepReview({ steps, onChange }: TProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [reviewed, setReviewed] = useState<TReviewedStep[]>([]);
  useLayoutEffect(() => {
    const form = ref.current?.closest('form');
    if (form) setReviewed(reviewedSteps(form, steps));
  }, [steps]);
  return (
    <div ref={ref} className="flex flex-col gap-4">
      {reviewed.map((step, i) => (
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
            {step.rows.map((row) => (
              <div key={row.label} className="contents">
                <dt className="text-ink-muted text-sm">{row.label}</dt>
                <dd className="font-semibold break-words">{row.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
