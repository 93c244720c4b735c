import type { ReactNode } from 'react';
import { fieldId, fieldMessage } from './field-label';
import type { TFormValues } from './section.types';

/** What every field of a settings form reads: the values shown and the messages of a refused save. */
export type TFieldState = { values: TFormValues; errors: Record<string, string> };

type TBase = { f: TFieldState; name: string; label: string; hint?: ReactNode; className?: string };

export const inputClass =
  'border-line rounded border px-2 py-1 font-normal aria-[invalid=true]:border-red-700';

function Described({ f, name, label, hint }: Omit<TBase, 'className'>) {
  const error = f.errors[name];
  return (
    <>
      {hint && (
        <span id={`${fieldId(name)}-hint`} className="text-ink-muted text-xs">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${fieldId(name)}-error`} className="text-sm text-red-800">
          {fieldMessage(label, error)}
        </span>
      )}
    </>
  );
}

/** The aria attributes tying an input to its hint and its message. */
function aria(f: TFieldState, name: string, hint: ReactNode) {
  const ids = [hint ? `${fieldId(name)}-hint` : null, f.errors[name] ? `${fieldId(name)}-error` : null];
  const describedBy = ids.filter(Boolean).join(' ');
  return {
    id: fieldId(name),
    name,
    'aria-invalid': f.errors[name] ? true : undefined,
    'aria-describedby': describedBy || undefined,
  };
}

export function TextField({
  f,
  name,
  label,
  hint,
  className,
  type = 'text',
  autoComplete = 'off',
}: TBase & {
  type?: 'text' | 'url' | 'email' | 'tel' | 'number' | 'password' | 'color' | 'time' | 'date';
  autoComplete?: string;
}) {
  return (
    <div className={`flex flex-col gap-1 text-sm ${className ?? ''}`}>
      <label htmlFor={fieldId(name)} className="font-medium">
        {label}
      </label>
      <input
        type={type}
        defaultValue={type === 'password' ? undefined : (f.values[name] ?? '')}
        autoComplete={autoComplete}
        className={`${inputClass} ${type === 'color' ? 'h-9 w-16 p-0.5' : ''}`}
        {...aria(f, name, hint)}
      />
      <Described f={f} name={name} label={label} hint={hint} />
    </div>
  );
}

export function TextAreaField({ f, name, label, hint, className }: TBase) {
  return (
    <div className={`flex flex-col gap-1 text-sm ${className ?? ''}`}>
      <label htmlFor={fieldId(name)} className="font-medium">
        {label}
      </label>
      <textarea
        rows={5}
        defaultValue={f.values[name] ?? ''}
        className={inputClass}
        {...aria(f, name, hint)}
      />
      <Described f={f} name={name} label={label} hint={hint} />
    </div>
  );
}

export function SelectField({
  f,
  name,
  label,
  hint,
  className,
  options,
}: TBase & { options: readonly { value: string; label: string }[] }) {
  return (
    <div className={`flex flex-col gap-1 text-sm ${className ?? ''}`}>
      <label htmlFor={fieldId(name)} className="font-medium">
        {label}
      </label>
      <select defaultValue={f.values[name] ?? ''} className={inputClass} {...aria(f, name, hint)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <Described f={f} name={name} label={label} hint={hint} />
    </div>
  );
}

export function CheckboxField({ f, name, label }: Omit<TBase, 'hint' | 'className'>) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input type="checkbox" name={name} id={fieldId(name)} value="1" defaultChecked={!!f.values[name]} />
      {label}
    </label>
  );
}

/** A message for a whole list (e.g. a header without items), shown where the list starts. */
export function ListError({ f, name, label }: { f: TFieldState; name: string; label: string }) {
  const error = f.errors[name];
  if (!error) return null;
  return (
    <p id={fieldId(name)} tabIndex={-1} className="text-sm text-red-800">
      {fieldMessage(label, error)}
    </p>
  );
}
