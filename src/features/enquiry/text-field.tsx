import type { InputHTMLAttributes } from 'react';

type TProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  multiline?: boolean;
};

export const fieldClass =
  'rounded-theme border-line bg-surface text-ink min-h-11 w-full border px-3 py-2 aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-700';

/** A labelled input (or textarea) whose error is announced with it and tied to it by aria-describedby. */
export function TextField({ id, label, error, hint, multiline, ...input }: TProps) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  const shared = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': described || undefined,
    className: fieldClass,
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
        {!input.required && <span className="text-ink-muted font-normal"> (optional)</span>}
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
          required={input.required}
          rows={4}
          maxLength={5000}
        />
      ) : (
        <input type="text" {...shared} {...input} />
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}
