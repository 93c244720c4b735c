import { TextField, fieldClass } from '@/features/enquiry/text-field';
import type { TStepField } from './multi-step-form.types';

type TProps = {
  field: TStepField;
  id: string;
  value: unknown;
  error?: string;
  /** Whether the browser itself requires it (with JavaScript off): required and not conditional. */
  required: boolean;
  onChange: (value: unknown) => void;
};

function Message({ id, error, hint }: { id: string; error?: string; hint?: string }) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-ink-muted text-sm">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </>
  );
}

/**
 * One field of a step, controlled so values survive moving between steps, and named so the form also
 * posts as a plain HTML form (JavaScript off). Its error is announced with it (aria-describedby).
 */
export function StepField({ field, id, value, error, required, onChange }: TProps) {
  const described =
    [field.hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  const invalid = error ? true : undefined;
  const optional = field.optional && <span className="text-ink-muted font-normal"> (optional)</span>;
  if (field.input === 'checkbox') {
    return (
      <div className="flex flex-col gap-1">
        <div className="flex items-start gap-3">
          <input
            id={id}
            name={field.name}
            type="checkbox"
            required={required}
            checked={Boolean(value)}
            onChange={(e) => onChange(e.target.checked)}
            aria-invalid={invalid}
            aria-describedby={described}
            className="mt-0.5 size-6 shrink-0"
          />
          <label htmlFor={id} className="text-sm">
            {field.label}
            {optional}
          </label>
        </div>
        <Message id={id} error={error} hint={field.hint} />
      </div>
    );
  }
  if (field.input === 'select') {
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold">
          {field.label}
          {optional}
        </label>
        <select
          id={id}
          name={field.name}
          required={required}
          className={fieldClass}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={invalid}
          aria-describedby={described}
        >
          <option value="">Choose one</option>
          {field.options?.map((o) => (
            <option key={o}>{o}</option>
          ))}
        </select>
        <Message id={id} error={error} hint={field.hint} />
      </div>
    );
  }
  if (field.input === 'textarea') {
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold">
          {field.label}
          {optional}
        </label>
        <textarea
          id={id}
          name={field.name}
          required={required}
          rows={4}
          maxLength={field.maxLength ?? 5000}
          className={fieldClass}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={invalid}
          aria-describedby={described}
        />
        <Message id={id} error={error} hint={field.hint} />
      </div>
    );
  }
  return (
    <TextField
      id={id}
      name={field.name}
      label={field.label}
      hint={field.hint}
      error={error}
      required={required}
      type={field.input ?? 'text'}
      autoComplete={field.autoComplete}
      inputMode={field.inputMode}
      pattern={field.pattern}
      maxLength={field.maxLength ?? 200}
      value={String(value ?? '')}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
