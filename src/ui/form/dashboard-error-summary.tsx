import { fieldId, fieldMessage } from './field-id';

/**
 * The refused save's messages, each linking to its field (the spec's heading for a failed submit); `labelOf`
 * gives a field's words from its form name.
 */
export function ErrorSummary({
  errors,
  labelOf,
}: {
  errors: Record<string, string>;
  labelOf: (name: string) => string;
}) {
  const entries = Object.entries(errors);
  if (entries.length === 0) return null;
  return (
    <div
      role="alert"
      aria-labelledby="error-summary-title"
      className="rounded border border-red-700 bg-red-50 p-3"
    >
      <h2 id="error-summary-title" className="font-bold text-red-900">
        Please fix the following errors:
      </h2>
      <ul className="mt-2 list-disc pl-5 text-red-900">
        {entries.map(([name, message]) => (
          <li key={name}>
            <a href={`#${fieldId(name)}`} className="underline">
              {fieldMessage(labelOf(name), message)}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-2 text-sm text-red-900">Nothing was saved.</p>
    </div>
  );
}
