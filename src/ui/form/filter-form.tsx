import type { ReactNode } from 'react';
import { ErrorSummary } from './error-summary';

type TProps = {
  action: string;
  /** The form's name, which starts its fields' ids; these props come from `filterForm`. */
  form: string;
  /** The messages of the values of the URL it could not use, by field; labels name them in the summary. */
  messages: Record<string, string>;
  labels: Record<string, string>;
  children: ReactNode;
};

/**
 * A GET filter form in a bordered grid (works without JavaScript; every filtered view has its URL), with the
 * summary of the values of the URL it could not use above its fields.
 */
export function FilterForm({ action, form, messages, labels, children }: TProps) {
  return (
    <form
      method="get"
      action={action}
      className="border-line mb-4 grid gap-3 rounded border p-3 md:grid-cols-4"
    >
      {Object.keys(messages).length > 0 && (
        <div className="md:col-span-4">
          <ErrorSummary
            errors={messages}
            labelOf={(name) => labels[name]}
            idPrefix={form}
            headingId={`${form}-error-summary`}
            footer="Those filters were not applied."
          />
        </div>
      )}
      {children}
    </form>
  );
}
