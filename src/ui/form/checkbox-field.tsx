import type { InputHTMLAttributes, ReactNode } from 'react';
import { FieldMessages, describedBy } from './field-messages';

type TProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: string;
};

/** A checkbox with its label beside it; its error and hint tied to it. */
export function CheckboxField({ id, label, error, hint, ...input }: TProps) {
  return (
    <div className="flex flex-col gap-1">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { error, hint })}
          className="mt-0.5 size-6 shrink-0"
          {...input}
        />
        <label htmlFor={id} className="text-sm">
          {label}
        </label>
      </div>
      <FieldMessages id={id} error={error} hint={hint} />
    </div>
  );
}
