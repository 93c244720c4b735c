import type { ChangeEventHandler, InputHTMLAttributes } from 'react';
import { FieldMessages, describedBy } from './field-messages';

type TProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  /** Whether the label says '(optional)'; default: when not required. */
  optional?: boolean;
  multiline?: boolean;
  /** A multiline field's height in lines. */
  rows?: number;
};

/** The look of every text input, textarea and select: theme colours, a thicker red border when invalid. */
export const fieldClass =
  'rounded-theme border-line bg-surface text-ink min-h-11 w-full border px-3 py-2 aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700';

/** A labelled input (or textarea) whose error is announced with it and tied to it by aria-describedby. */
export function TextField({ id, label, error, hint, multiline, rows = 4, optional, ...input }: TProps) {
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, { error, hint }),
    className: fieldClass,
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
        {(optional ?? !input.required) && <span className="text-ink-muted font-normal"> (optional)</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-ink-muted text-sm">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea
          {...shared}
          name={input.name}
          defaultValue={input.defaultValue}
          value={input.value}
          onChange={input.onChange as unknown as ChangeEventHandler<HTMLTextAreaElement>}
          required={input.required}
          disabled={input.disabled}
          rows={rows}
          maxLength={input.maxLength ?? 5000}
        />
      ) : (
        <input type="text" {...shared} {...input} />
      )}
      <FieldMessages id={id} error={error} />
    </div>
  );
}
