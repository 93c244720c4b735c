import { addDays, weekdayOf, zonedNow } from './calendar';
import { openingWindowOn as windowOn } from './opening-window';
import type { TOpeningHour, TSpecialHour } from './types';

/** How far ahead the next opening is looked for; a location closed longer has none. */
export const NEXT_OPENING_LOOKAHEAD_DAYS = 14;

export type TNextOpening = { date: string; weekday: number; opensAt: string };

export type TOpeningStatus =
  { isOpen: true; closesAt: string } | { isOpen: false; nextOpening: TNextOpening | null };

/**
 * Whether a location is open at `now` in its own time zone, and if not when it next opens. Special
 * (holiday) hours replace the weekday's hours on their date. A day is closed when its status is Closed,
 * its times are missing or unreadable, or it closes no later than it opens. Open from the opening minute
 * up to (not including) the closing minute.
 */
export function openingStatus(input: {
  hours: readonly TOpeningHour[];
  specialHours: readonly TSpecialHour[];
  now: Date;
  timeZone: string;
}): TOpeningStatus {
  const { hours, specialHours, now, timeZone } = input;
  const { date, minutes } = zonedNow(now, timeZone);
  const today = windowOn(date, hours, specialHours);
  if (today && minutes >= today.open && minutes < today.close)
    return { isOpen: true, closesAt: today.closesAt };
  if (today && minutes < today.open) {
    return { isOpen: false, nextOpening: { date, weekday: weekdayOf(date), opensAt: today.opensAt } };
  }
  for (let ahead = 1; ahead <= NEXT_OPENING_LOOKAHEAD_DAYS; ahead += 1) {
    const day = addDays(date, ahead);
    const next = windowOn(day, hours, specialHours);
    if (next)
      return { isOpen: false, nextOpening: { date: day, weekday: weekdayOf(day), opensAt: next.opensAt } };
  }
  return { isOpen: false, nextOpening: null };
}
