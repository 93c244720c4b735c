/** The ids a field's hint and error carry, for its aria-describedby (undefined when it has neither). */
export function describedBy(id: string, { error, hint }: { error?: string; hint?: string }) {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

/** A field's hint and error, each with the id its input points to. */
export function FieldMessages({ id, error, hint }: { id: string; error?: string; hint?: string }) {
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
