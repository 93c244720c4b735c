import type { TPostcodeLookup } from '@/server/locations/locate-postcode';

type TProps = {
  action: string;
  lookup: TPostcodeLookup;
  /** Query kept with the search (?location=). */ keep?: Record<string, string>;
};

/**
 * "Find your nearest": a GET form with the visitor's postcode; the page answers with its locations nearest
 * first, or the error ('Invalid postcode') tied to the field. Works without JavaScript.
 */
export function PostcodeSearch({ action, lookup, keep = {} }: TProps) {
  const error = lookup.status === 'error' ? lookup.message : null;
  const value = lookup.status === 'none' ? '' : lookup.postcode;
  return (
    <form
      method="get"
      action={action}
      className="flex flex-wrap items-end gap-3"
      role="search"
      aria-label="Nearest location"
    >
      {Object.entries(keep).map(([name, v]) => (
        <input key={name} type="hidden" name={name} value={v} />
      ))}
      <div className="flex flex-col gap-1">
        <label htmlFor="nearest-postcode" className="font-semibold">
          Your postcode
        </label>
        <input
          id="nearest-postcode"
          name="postcode"
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={10}
          defaultValue={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'nearest-postcode-error' : undefined}
          className="rounded-theme border-line bg-surface min-h-11 w-32 border px-3"
        />
      </div>
      <button
        type="submit"
        className="rounded-theme bg-primary text-primary-contrast min-h-11 px-4 py-2 font-semibold"
      >
        Find nearest
      </button>
      {error && (
        <p id="nearest-postcode-error" role="alert" className="w-full font-semibold">
          {error}
        </p>
      )}
      {lookup.status === 'found' && (
        <p role="status" className="w-full">
          Nearest to {lookup.postcode} first.
        </p>
      )}
    </form>
  );
}
