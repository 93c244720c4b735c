import { zonedNow } from './calendar';
import type { TSpecialHour } from './types';

/** Holiday hours still to come, soonest first: dates before the location's today are passed; today is not. */
export function upcomingSpecialHours<T extends Pick<TSpecialHour, 'date'>>(
  entries: readonly T[],
  now: Date,
  timeZone: string,
): T[] {
  const today = zonedNow(now, timeZone).date;
  return entries.filter((e) => e.date >= today).sort((a, b) => a.date.localeCompare(b.date));
}
