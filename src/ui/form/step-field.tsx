import { CheckboxField } from './checkbox-field';
import type { TStepField } from './multi-step-form.types';
import { RadioGroupField } from './radio-group-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';

type TProps = {
  field: TStepField;
  id: string;
  value: unknown;
  error?: string;
  /** Whether the browser itself requires it (with JavaScript off): required and not conditional. */
  required: boolean;
  /** Whether its label says '(optional)'. */
  optional: boolean;
  onChange: (value: unknown) => void;
};

/**
 * One field of a step, controlled so values survive moving between steps, and named so the form also
 * posts as a plain HTML form (JavaScript off). Its error is announced with it (aria-describedby).
 */
export function StepField({ field, id, value, error, required, optional, onChange }: TProps) {
  const shared = { id, name: field.name, label: field.label, hint: field.hint, error, required, optional };
  if (field.input === 'checkbox') {
    return (
      <CheckboxField
        {...shared}
        label={
          <>
            {field.label}
            {optional && <span className="text-ink-muted font-normal"> (optional)</span>}
          </>
        }
        checked={Boolean(value)}
        onChange={(e) => onChange(e.target.checked)}
      />
    );
  }
  if (field.input === 'radio') {
    return (
      <RadioGroupField
        id={id}
        name={field.name}
        label={field.label}
        options={(field.options ?? []).map((o) => (typeof o === 'string' ? o : o.value))}
        error={error}
        value={String(value ?? '')}
        onChange={onChange}
      />
    );
  }
  if (field.input === 'select') {
    return (
      <SelectField
        {...shared}
        options={field.options ?? []}
        value={String(value ?? '')}
        onChange={(e) => onChange(e.target.value)}
      />
    );
  }
  return (
    <TextField
      {...shared}
      multiline={field.input === 'textarea'}
      type={field.input === 'textarea' ? undefined : (field.input ?? 'text')}
      autoComplete={field.autoComplete}
      inputMode={field.inputMode}
      pattern={field.pattern}
      maxLength={field.maxLength ?? (field.input === 'textarea' ? 5000 : 200)}
      value={String(value ?? '')}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
