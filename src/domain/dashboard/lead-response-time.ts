import { addDays, zonedNow } from '../hours/calendar';
import { openingWindowOn } from '../hours/opening-window';
import type { TOpeningHour, TSpecialHour } from '../hours/types';
import { zonedInstant } from '../hours/zoned-instant';

/** How far back opening hours are walked; a dealership closed for longer counts nothing as overdue. */
const LOOKBACK_DAYS = 400;

/** A dealership's opening hours, in which waiting time is counted. */
export type TBusinessHours = {
  hours: readonly TOpeningHour[];
  specialHours: readonly TSpecialHour[];
  timeZone: string;
};

/** Local date and fractional minutes since midnight (time zones of AU/NZ are whole minutes from UTC). */
function local(at: Date, timeZone: string): { date: string; minutes: number } {
  const { date, minutes } = zonedNow(at, timeZone);
  return { date, minutes: minutes + (at.getTime() % 60_000) / 60_000 };
}

/** With no open day in its week at all, a dealership's hours are unknown and every minute counts. */
function hasOpenDay(business: TBusinessHours): boolean {
  return business.hours.some((h) => h.status === 'Open' && h.open !== null && h.close !== null);
}

/** Minutes within opening hours (holiday hours replacing a weekday's) between two instants; 0 when `to` is not later. */
export function openMinutesBetween(from: Date, to: Date, business: TBusinessHours): number {
  if (to.getTime() <= from.getTime()) return 0;
  if (!hasOpenDay(business)) return (to.getTime() - from.getTime()) / 60_000;
  const start = local(from, business.timeZone);
  const end = local(to, business.timeZone);
  let total = 0;
  for (let day = start.date, n = 0; day <= end.date && n <= LOOKBACK_DAYS; day = addDays(day, 1), n += 1) {
    const window = openingWindowOn(day, business.hours, business.specialHours);
    if (!window) continue;
    const lo = day === start.date ? Math.max(window.open, start.minutes) : window.open;
    const hi = day === end.date ? Math.min(window.close, end.minutes) : window.close;
    total += Math.max(0, hi - lo);
  }
  return total;
}

/**
 * The instant before which a lead still waiting for its first answer is overdue at `now`: the point
 * `overdueMinutes` of opening hours back from now. A lead created at or before it has waited at least that long.
 */
export function overdueCutoff(now: Date, overdueMinutes: number, business: TBusinessHours): Date {
  if (!hasOpenDay(business)) return new Date(now.getTime() - overdueMinutes * 60_000);
  const current = local(now, business.timeZone);
  let remaining = overdueMinutes;
  for (let day = current.date, n = 0; n <= LOOKBACK_DAYS; day = addDays(day, -1), n += 1) {
    const window = openingWindowOn(day, business.hours, business.specialHours);
    if (!window) continue;
    const hi = day === current.date ? Math.min(window.close, current.minutes) : window.close;
    const open = Math.max(0, hi - window.open);
    if (open >= remaining) return zonedInstant(day, hi - remaining, business.timeZone);
    remaining -= open;
  }
  return new Date(0);
}
