import { addDays, weekdayOf, zonedNow } from './calendar';
import { parseClockTime } from './parse-clock-time';
import type { TSpecialHour } from './types';

export type TBookingTime = { weekday: number; start: string; end: string };
export type TTestDriveDay = { date: string; times: string[] };

/** Slots start every 30 minutes; the last one starts 30 minutes before the window closes. */
export const TEST_DRIVE_SLOT_MINUTES = 30;
/** A slot must start at least this long after now, so the dealer can prepare the car. */
export const TEST_DRIVE_NOTICE_MINUTES = 60;

function clock(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

function windowOn(date: string, booking: readonly TBookingTime[], special: readonly TSpecialHour[]) {
  const holiday = special.find((s) => s.date === date);
  const range = holiday
    ? holiday.status === 'Open'
      ? { start: holiday.startHour, end: holiday.endHour }
      : null
    : (booking.find((b) => b.weekday === weekdayOf(date)) ?? null);
  if (!range) return null;
  const start = parseClockTime(range.start);
  const end = parseClockTime(range.end);
  return start === null || end === null || end <= start ? null : { start, end };
}

/**
 * The test-drive times a location offers over the next `days` days (today included), in its own time
 * zone: every 30 minutes within the weekday's booking window, replaced by the special (holiday) hours on
 * their date (a Closed holiday has none); never in the past and at least an hour ahead. Days without a
 * slot are left out. Times are local 'HH:mm'.
 */
export function testDriveSlots(input: {
  bookingTimes: readonly TBookingTime[];
  specialHours: readonly TSpecialHour[];
  now: Date;
  timeZone: string;
  days: number;
}): TTestDriveDay[] {
  const today = zonedNow(input.now, input.timeZone);
  const result: TTestDriveDay[] = [];
  for (let ahead = 0; ahead < input.days; ahead += 1) {
    const date = addDays(today.date, ahead);
    const window = windowOn(date, input.bookingTimes, input.specialHours);
    if (!window) continue;
    const earliest = ahead === 0 ? today.minutes + TEST_DRIVE_NOTICE_MINUTES : 0;
    const times: string[] = [];
    for (let t = window.start; t + TEST_DRIVE_SLOT_MINUTES <= window.end; t += TEST_DRIVE_SLOT_MINUTES) {
      if (t >= earliest) times.push(clock(t));
    }
    if (times.length > 0) result.push({ date, times });
  }
  return result;
}

/** Whether a local 'YYYY-MM-DDTHH:mm' slot is one the location offers now (the server re-checks a booking). */
export function isOfferedTestDriveSlot(slot: string, days: readonly TTestDriveDay[]): boolean {
  const [date, time] = slot.split('T');
  return days.some((d) => d.date === date && d.times.includes(time ?? ''));
}
