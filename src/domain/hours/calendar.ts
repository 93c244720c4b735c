/** The local calendar date ('YYYY-MM-DD'), weekday (0 Sunday) and minutes since midnight of an instant in an IANA time zone. */
export function zonedNow(now: Date, timeZone: string): { date: string; weekday: number; minutes: number } {
  const parts: Record<string, string> = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  const date = `${parts.year}-${parts.month}-${parts.day}`;
  return { date, weekday: weekdayOf(date), minutes: Number(parts.hour) * 60 + Number(parts.minute) };
}

// Building a formatter costs far more than using one; the inbox reads hundreds of times per page.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (format) return format;
  format = new Intl.DateTimeFormat('en-AU', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  formatters.set(timeZone, format);
  return format;
}

/** The weekday (0 Sunday to 6 Saturday) of a calendar date 'YYYY-MM-DD'. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The calendar date `days` after (or before) a date 'YYYY-MM-DD'. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}
