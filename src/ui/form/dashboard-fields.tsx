import type { InputHTMLAttributes, ReactNode } from 'react';
import { fieldId, fieldMessage } from './field-id';

/** What every field of a dashboard form reads: the values shown and the messages of a refused save. */
export type TFieldState = { values: Record<string, string>; errors: Record<string, string> };

type TBase = {
  f: TFieldState;
  name: string;
  label: string;
  hint?: ReactNode;
  className?: string;
  /** Read-only for this person (a salesperson's view of a car). */
  disabled?: boolean;
};

export const inputClass =
  'border-line rounded border px-2 py-1 font-normal disabled:opacity-70 aria-[invalid=true]:border-red-700';

function Described({ f, name, label, hint }: Pick<TBase, 'f' | 'name' | 'label' | 'hint'>) {
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

/** A label above its control, with the control's hint and message below it. */
function Labelled({ children, ...props }: TBase & { children: ReactNode }) {
  return (
    <div className={`flex flex-col gap-1 text-sm ${props.className ?? ''}`}>
      <label htmlFor={fieldId(props.name)} className="font-medium">
        {props.label}
      </label>
      {children}
      <Described f={props.f} name={props.name} label={props.label} hint={props.hint} />
    </div>
  );
}

type TInputExtras = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'min' | 'max' | 'step' | 'maxLength' | 'list'
>;

export function TextField({
  type = 'text',
  autoComplete = 'off',
  extras,
  ...props
}: TBase & {
  type?: 'text' | 'url' | 'email' | 'tel' | 'number' | 'password' | 'color' | 'time' | 'date';
  autoComplete?: string;
  extras?: TInputExtras;
}) {
  const { f, name, hint, disabled } = props;
  return (
    <Labelled {...props}>
      <input
        type={type}
        defaultValue={type === 'password' ? undefined : (f.values[name] ?? '')}
        autoComplete={autoComplete}
        disabled={disabled}
        className={`${inputClass} ${type === 'color' ? 'h-9 w-16 p-0.5' : ''}`}
        {...extras}
        {...aria(f, name, hint)}
      />
    </Labelled>
  );
}

export function TextAreaField({
  rows = 5,
  maxLength,
  ...props
}: TBase & { rows?: number; maxLength?: number }) {
  const { f, name, hint, disabled } = props;
  return (
    <Labelled {...props}>
      <textarea
        rows={rows}
        maxLength={maxLength}
        defaultValue={f.values[name] ?? ''}
        disabled={disabled}
        className={inputClass}
        {...aria(f, name, hint)}
      />
    </Labelled>
  );
}

export function SelectField({
  options,
  ...props
}: TBase & { options: readonly { value: string; label: string }[] }) {
  const { f, name, hint, disabled } = props;
  return (
    <Labelled {...props}>
      <select
        defaultValue={f.values[name] ?? ''}
        disabled={disabled}
        className={inputClass}
        {...aria(f, name, hint)}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </Labelled>
  );
}

/** A file input (a multipart form's): nothing to show back, so only its hint and message. */
export function FileField({ accept, ...props }: TBase & { accept: string }) {
  const { f, name, hint, disabled } = props;
  return (
    <Labelled {...props}>
      <input type="file" accept={accept} disabled={disabled} className="text-sm" {...aria(f, name, hint)} />
    </Labelled>
  );
}

export function CheckboxField({
  f,
  name,
  label,
  disabled,
}: Pick<TBase, 'f' | 'name' | 'label' | 'disabled'>) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        name={name}
        id={fieldId(name)}
        value="1"
        defaultChecked={!!f.values[name]}
        disabled={disabled}
      />
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
