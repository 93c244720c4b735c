import { ErrorSummary } from './error-summary';

type TProps = { form: string; messages: Record<string, string>; labels: Record<string, string> };

/** Above a GET filter form's fields: each value of the URL it could not use, linked to its field (`filterField`). */
export function FilterErrorSummary({ form, messages, labels }: TProps) {
  return (
    <ErrorSummary
      errors={messages}
      labelOf={(name) => labels[name]}
      idPrefix={form}
      headingId={`${form}-error-summary`}
      footer="Those filters were not applied."
    />
  );
}
