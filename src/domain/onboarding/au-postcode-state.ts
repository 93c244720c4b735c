/** The states and territories of an Australian address. */
export const AU_STATES = ['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'] as const;

/** Australia Post's postcode ranges of each state and territory (street and PO box ranges alike). */
const RANGES: Record<(typeof AU_STATES)[number], readonly (readonly [number, number])[]> = {
  ACT: [
    [200, 299],
    [2600, 2618],
    [2900, 2920],
  ],
  NSW: [
    [1000, 2599],
    [2619, 2899],
    [2921, 2999],
  ],
  NT: [[800, 999]],
  QLD: [
    [4000, 4999],
    [9000, 9999],
  ],
  SA: [[5000, 5999]],
  TAS: [[7000, 7999]],
  VIC: [
    [3000, 3999],
    [8000, 8999],
  ],
  WA: [[6000, 6999]],
};

/** Whether a 4-digit postcode is one of the state's (2000 is NSW's, not VIC's); an unknown state has none. */
export function isAuPostcodeOfState(postcode: string, state: string): boolean {
  const ranges = RANGES[state as (typeof AU_STATES)[number]];
  if (!ranges || !/^\d{4}$/.test(postcode)) return false;
  const n = Number(postcode);
  return ranges.some(([from, to]) => n >= from && n <= to);
}
