import { forwardRef } from 'react';
import { formErrorSummary } from '@/domain/forms/form-error-summary';
import type { TFormErrors } from '@/domain/forms/types';
import { fieldMessage } from './field-id';

type TProps = {
  errors: TFormErrors;
  labelOf: (name: string) => string | null | undefined;
  /** Field `a.b` has the id `${idPrefix}-a-b`. */
  idPrefix: string;
  /** Messages that go on from their label ('is required'), said as one sentence ('Name is required'). */
  sentences?: boolean;
  /** The heading's id, which names the alert. */
  headingId?: string;
  /** Said below the list ('Nothing was saved.'). */
  footer?: string;
};

/**
 * 'Please fix the following errors:' with a link to each failing field, named by its label (`labelOf`, else its
 * name); focused after a failed submit.
 */
export const ErrorSummary = forwardRef<HTMLDivElement, TProps>(function ErrorSummary(
  { errors, labelOf, idPrefix, sentences, headingId, footer },
  ref,
) {
  const summary = formErrorSummary(errors);
  if (!summary) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      aria-labelledby={headingId}
      className="rounded-theme bg-surface border-2 border-red-700 p-3"
    >
      <h3 id={headingId} className="font-bold">
        {summary.heading}
      </h3>
      <ul className="mt-1 list-disc pl-5">
        {summary.items.map(({ field, message }) => {
          const label = labelOf(field) ?? field;
          return (
            <li key={field}>
              <a href={`#${idPrefix}-${field.replace(/\./g, '-')}`} className="underline underline-offset-2">
                {sentences ? (
                  fieldMessage(label, message)
                ) : (
                  <>
                    {label}: {message}
                  </>
                )}
              </a>
            </li>
          );
        })}
      </ul>
      {footer && <p className="mt-2 text-sm">{footer}</p>}
    </div>
  );
});
