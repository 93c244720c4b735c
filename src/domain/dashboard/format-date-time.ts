/** The countries the platform serves; each formats dates its own way. */
export type TCountry = 'AU' | 'NZ';

const formatters = new Map<string, Intl.DateTimeFormat>();

/** The locale the dashboard writes a site's dates in: its country's English. */
export function localeOfCountry(country: TCountry): 'en-AU' | 'en-NZ' {
  return country === 'NZ' ? 'en-NZ' : 'en-AU';
}

/**
 * A date and time in a site's time zone and its country's format, e.g. '25 Nov 2026, 2:05 pm'. A person who
 * sees AU and NZ sites gets each row in its own site's zone and format.
 */
export function formatDateTime(at: Date, timeZone: string, country: TCountry = 'AU'): string {
  const key = `${country}|${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(localeOfCountry(country), {
      timeZone,
      dateStyle: 'medium',
      timeStyle: 'short',
    });
    formatters.set(key, format);
  }
  return format.format(at);
}

/**
 * A moment as the wall-clock time of a time zone, as 'YYYY-MM-DD HH:mm' (sortable, read by every spreadsheet),
 * for exports: a spreadsheet cell has no time zone, so the file says which one in a column of its own.
 */
export function wallClockTime(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}
