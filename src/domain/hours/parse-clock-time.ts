/**
 * Minutes since midnight of a time of day as the dashboard writes it: 24-hour '08:30', '8:30', '17:00:00'
 * (and '24:00' for midnight at the end of the day), or 12-hour '8:30 AM', '5pm', '12:15 p.m.'. Anything
 * else, and null, gives null.
 */
export function parseClockTime(text: string | null): number | null {
  if (text === null) return null;
  const value = text.trim();
  const h24 = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value);
  if (h24) return clock(Number(h24[1]), Number(h24[2]), 0, 23);
  const h12 = /^(\d{1,2})(?::(\d{2}))?\s*[ap]\.?m\.?$/i.exec(value);
  if (h12) {
    const minutes = clock(Number(h12[1]), Number(h12[2] ?? 0), 1, 12);
    const pm = /p\.?m\.?$/i.test(value) ? 12 * 60 : 0;
    return minutes === null ? null : (minutes % (12 * 60)) + pm;
  }
  return null;
}

function clock(hour: number, minute: number, minHour: number, maxHour: number): number | null {
  if (minute > 59) return null;
  if (maxHour === 23 && hour === 24 && minute === 0) return 24 * 60;
  if (hour < minHour || hour > maxHour) return null;
  return hour * 60 + minute;
}
