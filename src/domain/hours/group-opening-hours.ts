import type { TOpeningHour } from './types';
import { MON_FRI, MON_FRI_LABEL, WEEKDAY_DISPLAY_ORDER, WEEKDAY_NAMES } from './weekdays';

export type TOpeningHoursLine<T> = { label: string; weekdays: number[]; hours: T };

/**
 * The opening hours as display lines, Monday first. Monday to Friday collapse into one 'Mon-Fri' line
 * only when all five are present and share open, close and status, and full hours are not requested.
 * A weekday missing from the data gets no line.
 */
export function groupOpeningHours<T extends TOpeningHour>(
  hours: readonly T[],
  options: { full: boolean },
): TOpeningHoursLine<T>[] {
  const day = (weekday: number) => hours.find((h) => h.weekday === weekday);
  const monday = day(1);
  const collapse =
    !options.full &&
    monday !== undefined &&
    MON_FRI.every((weekday) => {
      const other = day(weekday);
      return (
        other !== undefined &&
        other.open === monday.open &&
        other.close === monday.close &&
        other.status === monday.status
      );
    });
  const lines: TOpeningHoursLine<T>[] = [];
  if (collapse) lines.push({ label: MON_FRI_LABEL, weekdays: [...MON_FRI], hours: monday });
  for (const weekday of WEEKDAY_DISPLAY_ORDER) {
    const entry = day(weekday);
    if (entry === undefined || (collapse && weekday >= 1 && weekday <= 5)) continue;
    lines.push({ label: WEEKDAY_NAMES[weekday], weekdays: [weekday], hours: entry });
  }
  return lines;
}
