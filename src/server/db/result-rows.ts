/** The rows of a raw `db.execute`: postgres.js answers an array, PGlite an object with `rows`. */
export function resultRows<TRow>(result: unknown): TRow[] {
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as TRow[];
}
