import { formatClockTime } from '@/domain/hours/format-clock-time';
import { upcomingSpecialHours } from '@/domain/hours/upcoming-special-hours';
import type { TSiteLocation } from '@/server/locations/site-location.types';
import type { THolidayLine } from './holiday-hours-dialog';

/** A location's holiday hours still to come, as dialog lines ('Thu 25 Dec (Christmas Day)', '8:30 am - 12:00 pm' or 'Closed'). */
export function holidayLines(
  location: Pick<TSiteLocation, 'special' | 'timezone'>,
  now: Date,
): THolidayLine[] {
  return upcomingSpecialHours(location.special, now, location.timezone).map((s) => {
    const day = new Intl.DateTimeFormat('en-AU', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${s.date}T00:00:00Z`));
    return {
      date: s.date,
      label: s.label ? `${day} (${s.label})` : day,
      hours:
        s.status === 'Closed' || !s.startHour || !s.endHour
          ? 'Closed'
          : `${formatClockTime(s.startHour)} - ${formatClockTime(s.endHour)}`,
    };
  });
}
