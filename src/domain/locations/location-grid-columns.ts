export type TGridColumns = { base: 1; md: number; lg: number };

/**
 * Columns of a location grid by how many locations it shows: one column on small screens; fewer than 3
 * use one column each (at least 1); exactly 3 sit in a row of 3; more than 3 go 2 across, then 4 across.
 */
export function locationGridColumns(count: number): TGridColumns {
  if (count < 3) {
    const columns = Math.max(count, 1);
    return { base: 1, md: columns, lg: columns };
  }
  if (count === 3) return { base: 1, md: 3, lg: 3 };
  return { base: 1, md: 2, lg: 4 };
}
