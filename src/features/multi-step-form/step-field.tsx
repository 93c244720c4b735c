import { TextField, fieldClass } from '@/features/enquiry/text-field';
import type { TStepField } from './multi-step-form.types';

type TProps = {
  field: TStepField;
  id: string;
  value: unknown;
  error?: string;
  onChange: (value: unknown) => void;
};

/** One field of a step, controlled so values survive moving between steps. */
export function StepField({ field, id, value, error, onChange }: TProps) {
  const described = error ? `${id}-error` : undefined;
  if (field.input === 'checkbox') {
    return (
      <div className="flex flex-col gap-1">
        <div className="flex items-start gap-3">
          <input
            id={id}
            type="checkbox"
            checked={Boolean(value)}
            onChange={(e) => onChange(e.target.checked)}
            aria-invalid={error ? true : undefined}
            aria-describedby={described}
            className="mt-0.5 size-6 shrink-0"
          />
          <label htmlFor={id} className="text-sm">
            {field.label}
          </label>
        </div>
        {error && (
          <p id={`${id}-error`} className="text-sm font-semibold text-red-800">
            {error}
          </p>
        )}
      </div>
    );
  }
  if (field.input === 'select') {
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold">
          {field.label}
          {field.optional && <span className="text-ink-muted font-normal"> (optional)</span>}
        </label>
        <select
          id={id}
          className={fieldClass}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        >
          <option value="">Choose one</option>
          {field.options?.map((o) => (
            <option key={o}>{o}</option>
          ))}
        </select>
        {error && (
          <p id={`${id}-error`} className="text-sm font-semibold text-red-800">
            {error}
          </p>
        )}
      </div>
    );
  }
  if (field.input === 'textarea') {
    return (
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="text-sm font-semibold">
          {field.label}
          {field.optional && <span className="text-ink-muted font-normal"> (optional)</span>}
        </label>
        <textarea
          id={id}
          rows={4}
          maxLength={5000}
          className={fieldClass}
          value={String(value ?? '')}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
        />
        {error && (
          <p id={`${id}-error`} className="text-sm font-semibold text-red-800">
            {error}
          </p>
        )}
      </div>
    );
  }
  return (
    <TextField
      id={id}
      label={field.label}
      hint={field.hint}
      error={error}
      required={!field.optional}
      type={field.input ?? 'text'}
      autoComplete={field.autoComplete}
      value={String(value ?? '')}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
