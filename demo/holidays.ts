export type THolidayRegion = 'NSW' | 'QLD' | 'NZ';

type THoliday = { date: string; label: string };

export type TSpecialHourRow = {
  locationId: number;
  date: string;
  label: string;
  status: 'Open' | 'Closed';
  startHour: string | null;
  endHour: string | null;
};

const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Easter Sunday (anonymous Gregorian algorithm), as [month, day]. */
function easterSunday(year: number): [number, number] {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  return [Math.floor((h + l - 7 * m + 114) / 31), ((h + l - 7 * m + 114) % 31) + 1];
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The nth (1-based) Monday of a month. */
function nthMonday(year: number, month: number, n: number): string {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  return iso(year, month, 1 + ((8 - firstWeekday) % 7) + (n - 1) * 7);
}

/** Public holidays of one year in a state or country (the ones a dealership closes for). */
function publicHolidays(region: THolidayRegion, year: number): THoliday[] {
  const [easterMonth, easterDay] = easterSunday(year);
  const easter = iso(year, easterMonth, easterDay);
  const shared = [
    { date: iso(year, 1, 1), label: "New Year's Day" },
    { date: addDays(easter, -2), label: 'Good Friday' },
    { date: addDays(easter, 1), label: 'Easter Monday' },
    { date: iso(year, 4, 25), label: 'Anzac Day' },
    { date: iso(year, 12, 24), label: 'Christmas Eve' },
    { date: iso(year, 12, 25), label: 'Christmas Day' },
    { date: iso(year, 12, 26), label: 'Boxing Day' },
  ];
  const regional: Record<THolidayRegion, THoliday[]> = {
    NSW: [
      { date: iso(year, 1, 26), label: 'Australia Day' },
      { date: nthMonday(year, 6, 2), label: "King's Birthday" },
      { date: nthMonday(year, 10, 1), label: 'Labour Day' },
    ],
    QLD: [
      { date: iso(year, 1, 26), label: 'Australia Day' },
      { date: nthMonday(year, 5, 1), label: 'Labour Day' },
      { date: nthMonday(year, 10, 1), label: "King's Birthday" },
    ],
    NZ: [
      { date: iso(year, 1, 2), label: 'Day after New Year' },
      { date: iso(year, 2, 6), label: 'Waitangi Day' },
      { date: nthMonday(year, 6, 1), label: "King's Birthday" },
      { date: nthMonday(year, 10, 4), label: 'Labour Day' },
    ],
  };
  return [...shared, ...regional[region]].sort((a, b) => a.date.localeCompare(b.date));
}

/** Today's date (YYYY-MM-DD) where the dealership is. */
export function localDate(now: Date, timezone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

/**
 * Special (holiday) hours around `today`: the two most recent holidays, already passed, and every holiday of
 * the coming year (so Christmas Day, Boxing Day and New Year's Day are always ahead). Showrooms open short
 * hours on Christmas Eve and for the Boxing Day sale; everything else is closed.
 */
export function specialHourRows(
  locationId: number,
  region: THolidayRegion,
  today: string,
  showroom: boolean,
): TSpecialHourRow[] {
  const year = Number(today.slice(0, 4));
  const all = [year - 1, year, year + 1].flatMap((y) => publicHolidays(region, y));
  const yearAhead = addDays(today, 365);
  const past = all.filter((h) => h.date < today && h.label !== 'Christmas Eve').slice(-2);
  const upcoming = all.filter((h) => h.date >= today && h.date < yearAhead);
  return [...past, ...upcoming].flatMap((h): TSpecialHourRow[] => {
    if (h.label === 'Christmas Eve') {
      return showroom
        ? [{ locationId, date: h.date, label: h.label, status: 'Open', startHour: '08:30', endHour: '12:00' }]
        : [];
    }
    if (h.label === 'Boxing Day' && showroom) {
      return [
        {
          locationId,
          date: h.date,
          label: 'Boxing Day sale',
          status: 'Open',
          startHour: '09:00',
          endHour: '16:00',
        },
      ];
    }
    return [{ locationId, date: h.date, label: h.label, status: 'Closed', startHour: null, endHour: null }];
  });
}
