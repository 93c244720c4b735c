import { describe, expect, it } from 'vitest';
import { ZLocationHours } from './location-hours.schema';

const open = { status: 'Open' as const, open: '08:30', close: '17:30' };
const closed = { status: 'Closed' as const, open: null, close: null };
const week = [
  closed,
  open,
  open,
  open,
  open,
  open,
  { status: 'Open' as const, open: '08:30', close: '12:00' },
];
const valid = {
  phone: '02 9000 0000',
  email: null,
  weekdays: week,
  holidays: [
    { date: '2026-12-25', label: 'Christmas Day', status: 'Closed' as const, startHour: null, endHour: null },
    { date: '2026-12-24', label: null, status: 'Open' as const, startHour: '09:00', endHour: '13:00' },
  ],
};

const issues = (value: unknown) =>
  ZLocationHours.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('ZLocationHours', () => {
  it('accepts a week of open and closed days and holiday hours', () => {
    expect(ZLocationHours.parse(valid)).toEqual(valid);
  });

  it('needs both times of an open day, the close after the open', () => {
    expect(
      issues({
        ...valid,
        weekdays: [
          { status: 'Open', open: null, close: null },
          { status: 'Open', open: '17:00', close: '09:00' },
          { status: 'Open', open: '8am', close: '17:00' },
          ...week.slice(3),
        ],
      }),
    ).toEqual([
      ['weekdays.0.open', 'is required when open'],
      ['weekdays.0.close', 'is required when open'],
      ['weekdays.1.close', 'is after the opening time'],
      ['weekdays.2.open', 'is a time such as 08:30'],
    ]);
  });

  it('refuses a week that is not seven days, a bad date, a date twice, and a holiday closing before it opens', () => {
    expect(issues({ ...valid, weekdays: week.slice(1) })).toEqual([['weekdays', 'has all seven days']]);
    expect(
      issues({
        ...valid,
        holidays: [
          { date: '2026-02-30', label: null, status: 'Closed', startHour: null, endHour: null },
          { date: '2026-12-24', label: null, status: 'Open', startHour: '13:00', endHour: '09:00' },
          { date: '2026-12-24', label: null, status: 'Closed', startHour: null, endHour: null },
        ],
      }),
    ).toEqual([
      ['holidays.0.date', 'is a date such as 2026-12-25'],
      ['holidays.1.endHour', 'is after the opening time'],
      ['holidays.2.date', 'is listed twice'],
    ]);
  });
});
