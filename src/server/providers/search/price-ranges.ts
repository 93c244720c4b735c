/** Price and kilometre buckets used as facet values ("10000-20000", "75000+"). */
export const PRICE_RANGES = [
  [0, 10000],
  [10000, 20000],
  [20000, 30000],
  [30000, 40000],
  [40000, 50000],
  [50000, 75000],
  [75000, 100000],
  [100000, null],
] as const;

export const KM_RANGES = [
  [0, 100],
  [100, 20000],
  [20000, 50000],
  [50000, 100000],
  [100000, 150000],
  [150000, null],
] as const;

export function rangeKey([from, to]: readonly [number, number | null]): string {
  return to === null ? `${from}+` : `${from}-${to}`;
}

/** The bucket a price or km falls in ("20000-30000"), null for none. */
export function bucketKey(
  value: number | null,
  ranges: readonly (readonly [number, number | null])[],
): string | null {
  if (value === null) return null;
  const range = ranges.find(([from, to]) => value >= from && (to === null || value < to));
  return range ? rangeKey(range) : null;
}

/** "10000-20000" -> [10000, 20000); "75000+" -> [75000, ∞); null for anything else. */
export function parseRangeKey(key: string): { from: number; to: number | null } | null {
  const m = /^(\d{1,9})(?:-(\d{1,9})|\+)$/.exec(key);
  if (!m) return null;
  return { from: Number(m[1]), to: m[2] === undefined ? null : Number(m[2]) };
}
