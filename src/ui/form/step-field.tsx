import { CheckboxField } from './checkbox-field';
import { FieldError } from './field-error';
import type { TStepField } from './multi-step-form.types';
import { RadioGroupField } from './radio-group-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';

type TProps = {
  field: TStepField;
  id: string;
  /** What it holds to start with (the car's price as the amount, the one state, …). */
  initial: unknown;
  /** Whether the browser itself requires it (with JavaScript off): required and not conditional. */
  required: boolean;
  /** Whether its label says '(optional)'. */
  optional: boolean;
};

/**
 * One field of a step, drawn on the server: named so the form also posts as a plain HTML form (JavaScript off) and
 * left to the browser to hold what is typed, so values survive moving between steps. Its error is drawn by the form
 * beside it (FieldError), which marks the field invalid and points its aria-describedby at the error.
 */
export function StepField({ field, id, initial, required, optional }: TProps) {
  const shared = { id, name: field.name, label: field.label, hint: field.hint, required, optional };
  return (
    <div data-field={field.name} className="flex flex-col gap-1">
      {field.input === 'checkbox' ? (
        <CheckboxField
          {...shared}
          label={
            <>
              {field.label}
              {optional && <span className="text-ink-muted font-normal"> (optional)</span>}
            </>
          }
          defaultChecked={Boolean(initial)}
        />
      ) : field.input === 'radio' ? (
        <RadioGroupField
          id={id}
          name={field.name}
          label={field.label}
          options={(field.options ?? []).map((o) => (typeof o === 'string' ? o : o.value))}
          initial={String(initial ?? '')}
        />
      ) : field.input === 'select' ? (
        <SelectField {...shared} options={field.options ?? []} defaultValue={String(initial ?? '')} />
      ) : (
        <TextField
          {...shared}
          multiline={field.input === 'textarea'}
          type={field.input === 'textarea' ? undefined : (field.input ?? 'text')}
          autoComplete={field.autoComplete}
          inputMode={field.inputMode}
          pattern={field.pattern}
          maxLength={field.maxLength ?? (field.input === 'textarea' ? 5000 : 200)}
          defaultValue={initial === undefined ? undefined : String(initial)}
        />
      )}
      <FieldError id={id} name={field.name} />
    </div>
  );
}
