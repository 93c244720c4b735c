import { PREFERRED_CONTACT_METHODS } from '@/domain/valuations/valuation-form';

/** How the visitor wants to be contacted: a radio group (Phone first and chosen), its error tied to the group. */
export function ContactMethodField({ id, label, error }: { id: string; label: string; error?: string }) {
  return (
    <fieldset
      id={id}
      tabIndex={-1}
      className="flex flex-col gap-2"
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="text-sm font-semibold">{label}</legend>
      <div className="flex flex-wrap gap-4">
        {PREFERRED_CONTACT_METHODS.map((method, i) => (
          <label key={method} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="PreferredContactMethod"
              value={method}
              defaultChecked={i === 0}
              className="size-6"
            />
            {method}
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
