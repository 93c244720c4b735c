import { parseClockTime } from './parse-clock-time';

/**
 * A time of day as the site shows opening hours: '08:30' -> '8:30 am', '17:00' -> '5:00 pm', '24:00' ->
 * '12:00 am', with a no-break space so the time never wraps from its am/pm. A time it cannot read is shown
 * as written.
 */
export function formatClockTime(text: string): string {
  const minutes = parseClockTime(text);
  if (minutes === null) return text.trim();
  const hours = Math.floor(minutes / 60) % 24;
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${String(minutes % 60).padStart(2, '0')}\u00a0${hours >= 12 ? 'pm' : 'am'}`;
}
