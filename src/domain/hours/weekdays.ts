/** Weekday names by the spec's numbering: 0 Sunday to 6 Saturday. */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

/** Hours are listed Monday first, Sunday last, as Australian businesses list them. */
export const WEEKDAY_DISPLAY_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

export const MON_FRI = [1, 2, 3, 4, 5] as const;

export const MON_FRI_LABEL = 'Mon-Fri';
