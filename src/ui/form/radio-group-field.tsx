type TProps = {
  id: string;
  name: string;
  label: string;
  options: readonly string[];
  /** The option chosen to start with. */
  initial?: string;
  error?: string;
  /** Controlled use (a multi-step form): the chosen option and what a new choice does. */
  value?: string;
  onChange?: (option: string) => void;
};

/** A radio group in a fieldset named by its legend, its error tied to the group (focusable from the summary). */
export function RadioGroupField({ id, name, label, options, initial, error, value, onChange }: TProps) {
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className="flex flex-col gap-2"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="text-sm font-semibold">{label}</legend>
      <div className="flex flex-wrap gap-4">
        {options.map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={name}
              value={option}
              {...(onChange
                ? { checked: option === value, onChange: () => onChange(option) }
                : { defaultChecked: option === initial })}
              className="size-6"
            />
            {option}
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-800">
          {error}
        </p>
      )}
    </fieldset>
  );
}
