import { fieldClass } from '@/features/enquiry/text-field';

type TProps = {
  id: string;
  name: string;
  label: string;
  options: readonly string[];
  optional: boolean;
  initial?: string;
  error?: string;
};

/** A labelled select of the domain's options (uncontrolled, so it posts without JavaScript), its error tied to it. */
export function ChoiceSelect({ id, name, label, options, optional, initial = '', error }: TProps) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
        {optional && <span className="text-ink-muted font-normal"> (optional)</span>}
      </label>
      <select
        id={id}
        name={name}
        required={!optional}
        defaultValue={initial}
        className={fieldClass}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">Choose one</option>
        {options.map((o) => (
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
