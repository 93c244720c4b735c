/**
 * The `location` query parameter of a department page (/service?location=12): a location id, or null
 * when it is missing, repeated or not a whole positive number.
 */
export function parseLocationParam(value: string | string[] | undefined): number | null {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value.trim())) return null;
  const id = Number(value.trim());
  return id > 0 ? id : null;
}

/**
 * The location a department page's form is for: the one asked for when it is among the page's locations
 * (never another department's or another site's), else the first; undefined when there are none.
 */
export function chosenLocation<T extends { id: number }>(
  locations: readonly T[],
  requestedId: number | null,
): T | undefined {
  return locations.find((location) => location.id === requestedId) ?? locations[0];
}
