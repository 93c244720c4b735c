import { weekdayOf } from './calendar';
import { parseClockTime } from './parse-clock-time';
import type { TOpeningHour, TSpecialHour } from './types';

export type TOpeningWindow = { open: number; close: number; opensAt: string; closesAt: string };

function openWindow(opensAt: string | null, closesAt: string | null): TOpeningWindow | null {
  const open = parseClockTime(opensAt);
  const close = parseClockTime(closesAt);
  if (opensAt === null || closesAt === null || open === null || close === null || close <= open) return null;
  return { open, close, opensAt, closesAt };
}

/**
 * A date's opening window in minutes since local midnight: holiday (special) hours replace the weekday's on
 * their date; null when closed, the times are missing or unreadable, or it closes no later than it opens.
 */
export function openingWindowOn(
  date: string,
  hours: readonly TOpeningHour[],
  special: readonly TSpecialHour[],
): TOpeningWindow | null {
  const holiday = special.find((s) => s.date === date);
  if (holiday) return holiday.status === 'Open' ? openWindow(holiday.startHour, holiday.endHour) : null;
  const weekday = weekdayOf(date);
  const day = hours.find((h) => h.weekday === weekday);
  return day?.status === 'Open' ? openWindow(day.open, day.close) : null;
}
