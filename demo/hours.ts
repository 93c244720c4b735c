import { formatClock } from './text';

/** Open and close ('HH:MM') for weekdays 0 (Sunday) to 6 (Saturday); null is closed all day. */
export type TWeekHours = readonly ([string, string] | null)[];

const weekdays = (
  monFri: [string, string],
  sat: [string, string] | null,
  sun: [string, string] | null,
): TWeekHours => [sun, monFri, monFri, monFri, monFri, monFri, sat];

/** The opening-hours shapes the demo locations use: equal and unequal weekdays, Sundays open and closed. */
export const HOURS = {
  salesStandard: weekdays(['08:30', '17:30'], ['08:30', '16:00'], null),
  salesLateThursday: [
    null,
    ['08:30', '17:30'],
    ['08:30', '17:30'],
    ['08:30', '17:30'],
    ['08:30', '19:00'],
    ['08:30', '17:00'],
    ['08:30', '16:00'],
  ],
  salesSevenDays: weekdays(['08:00', '18:00'], ['08:00', '17:00'], ['10:00', '16:00']),
  service: weekdays(['07:30', '17:30'], ['08:00', '12:00'], null),
  parts: weekdays(['08:00', '17:00'], null, null),
  powersports: [
    null,
    ['08:00', '17:00'],
    ['08:00', '17:00'],
    ['08:00', '17:00'],
    ['08:00', '17:00'],
    ['08:00', '16:30'],
    ['09:00', '13:00'],
  ],
} satisfies Record<string, TWeekHours>;

export function formatHours(hours: [string, string] | null): string {
  return hours ? `${formatClock(hours[0])} - ${formatClock(hours[1])}` : 'Closed';
}

/** The opening_hours rows of one location, weekday 0 to 6. */
export function openingHourRows(locationId: number, week: TWeekHours) {
  return week.map((hours, weekday) => ({
    locationId,
    weekday,
    open: hours?.[0] ?? null,
    close: hours?.[1] ?? null,
    status: hours ? ('Open' as const) : ('Closed' as const),
    formatedHours: formatHours(hours),
  }));
}

/** Test-drive windows: open days, from half an hour after opening to an hour before closing. */
export function bookingTimes(week: TWeekHours): { weekday: number; start: string; end: string }[] {
  const shift = (time: string, minutes: number) => {
    const [h = 0, m = 0] = time.split(':').map(Number);
    const total = h * 60 + m + minutes;
    return `${String(Math.floor(total / 60)).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;
  };
  return week.flatMap((hours, weekday) =>
    hours ? [{ weekday, start: shift(hours[0], 30), end: shift(hours[1], -60) }] : [],
  );
}
