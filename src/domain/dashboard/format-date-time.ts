const formatters = new Map<string, Intl.DateTimeFormat>();

/** A date and time in a dealership's time zone, e.g. '25 Nov 2026, 2:05 pm'. */
export function formatDateTime(at: Date, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', { timeZone, dateStyle: 'medium', timeStyle: 'short' });
    formatters.set(timeZone, format);
  }
  return format.format(at);
}
