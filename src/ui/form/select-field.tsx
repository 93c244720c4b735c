import type { SelectHTMLAttributes } from 'react';
import { FieldMessages, describedBy } from './field-messages';
import { fieldClass } from './text-field';

type TProps = SelectHTMLAttributes<HTMLSelectElement> & {
  id: string;
  name: string;
  label: string;
  /** The choices: each a value shown as it is, or a value with its label. */
  options: readonly (string | { value: string; label: string })[];
  error?: string;
  hint?: string;
  /** Whether the label says '(optional)'; default: when not required. */
  optional?: boolean;
  /** Whether 'Choose one' (no value) comes first; a select whose options cover every case leaves it out. */
  chooseOne?: boolean;
};

/** A labelled select of a schema's options with 'Choose one' first; '(optional)' unless required. */
export function SelectField({
  id,
  label,
  options,
  error,
  hint,
  optional,
  chooseOne = true,
  ...select
}: TProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
        {(optional ?? !select.required) && <span className="text-ink-muted font-normal"> (optional)</span>}
      </label>
      <select
        id={id}
        className={fieldClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { error, hint })}
        {...select}
      >
        {chooseOne && <option value="">Choose one</option>}
        {options.map((o) =>
          typeof o === 'string' ? (
            <option key={o}>{o}</option>
          ) : (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ),
        )}
      </select>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
