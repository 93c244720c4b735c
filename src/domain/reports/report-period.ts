import { addDays, weekdayOf, zonedNow } from '../hours/calendar';
import { zonedInstant } from '../hours/zoned-instant';

/** A report's period: local calendar dates of the site, both days included ('YYYY-MM-DD'). */
export type TReportPeriod = { from: string; to: string };

/** The days a report shows when none are chosen: the last 30, today included. */
export const DEFAULT_PERIOD_DAYS = 30;
/** The longest period one report reads: a year and a day, so a leap year fits. */
export const MAX_PERIOD_DAYS = 366;

/** The last 30 local days of the site, today included. */
export function defaultReportPeriod(now: Date, timeZone: string): TReportPeriod {
  const today = zonedNow(now, timeZone).date;
  return { from: addDays(today, 1 - DEFAULT_PERIOD_DAYS), to: today };
}

/** How many days a period spans, both ends counted. */
export function periodDays(period: TReportPeriod): number {
  return (
    Math.round((Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / 86_400_000) +
    1
  );
}

/** The instants a period covers in the site's zone: from the first day's midnight up to (not including) the midnight after the last. */
export function periodInstants(period: TReportPeriod, timeZone: string): { start: Date; end: Date } {
  return {
    start: zonedInstant(period.from, 0, timeZone),
    end: zonedInstant(addDays(period.to, 1), 0, timeZone),
  };
}

/** Monday to Sunday of the local week before the one `now` is in: what a Monday summary reports. */
export function previousWeek(now: Date, timeZone: string): TReportPeriod {
  const today = zonedNow(now, timeZone).date;
  const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
  return { from: addDays(monday, -7), to: addDays(monday, -1) };
}

const SUMMARY_MINUTES = 8 * 60;

/**
 * The local date of the Monday whose summary is due at `now`: on a Monday from 08:00 site time to midnight;
 * null on any other day or earlier that Monday.
 */
export function mondaySummaryDue(now: Date, timeZone: string): string | null {
  const local = zonedNow(now, timeZone);
  return local.weekday === 1 && local.minutes >= SUMMARY_MINUTES ? local.date : null;
}

/**
 * The period of a report from the days a person chose: both ends as chosen; only a start: to today (or 30 days
 * from it, when today is before it or over a year on); only an end: the 30 days up to it; neither: the last 30.
 */
export function choosePeriod(
  chosen: { from?: string; to?: string },
  now: Date,
  timeZone: string,
): TReportPeriod {
  const fallback = defaultReportPeriod(now, timeZone);
  const { from, to } = chosen;
  if (from && to) return { from, to };
  if (to) return { from: addDays(to, 1 - DEFAULT_PERIOD_DAYS), to };
  if (!from) return fallback;
  const days = periodDays({ from, to: fallback.to });
  return {
    from,
    to: days >= 1 && days <= MAX_PERIOD_DAYS ? fallback.to : addDays(from, DEFAULT_PERIOD_DAYS - 1),
  };
}
