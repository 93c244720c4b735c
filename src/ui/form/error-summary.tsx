import { forwardRef } from 'react';
import { formErrorSummary } from '@/domain/forms/form-error-summary';
import type { TFormErrors } from '@/domain/forms/types';

/**
 * 'Please fix the following errors:' with a link to each failing field, named by its label (`labelOf`, else its
 * name); focused after a failed submit.
 */
export const ErrorSummary = forwardRef<
  HTMLDivElement,
  { errors: TFormErrors; labelOf: (name: string) => string | null | undefined; idPrefix: string }
>(function ErrorSummary({ errors, labelOf, idPrefix }, ref) {
  const summary = formErrorSummary(errors);
  if (!summary) return null;
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="alert"
      className="rounded-theme bg-surface border-2 border-red-700 p-3"
    >
      <h3 className="font-bold">{summary.heading}</h3>
      <ul className="mt-1 list-disc pl-5">
        {summary.items.map((item) => (
          <li key={item.field}>
            <a href={`#${idPrefix}-${item.field}`} className="underline underline-offset-2">
              {labelOf(item.field) ?? item.field}: {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
});
