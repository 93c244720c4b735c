import { describe, expect, it } from 'vitest';
import {
  choosePeriod,
  defaultReportPeriod,
  mondaySummaryDue,
  periodDays,
  periodInstants,
  previousWeek,
} from './report-period';

const SYD = 'Australia/Sydney';
const AKL = 'Pacific/Auckland';

describe('report periods in the site’s zone', () => {
  it('defaults to the last 30 local days, today included (Sydney is already on the 2nd at 14:30 UTC on the 1st)', () => {
    expect(defaultReportPeriod(new Date('2026-12-01T14:30:00Z'), SYD)).toEqual({
      from: '2026-11-03',
      to: '2026-12-02',
    });
    expect(periodDays({ from: '2026-11-03', to: '2026-12-02' })).toBe(30);
  });

  it.each([
    [SYD, '2026-11-30T13:00:00.000Z', '2026-12-01T13:00:00.000Z'],
    [AKL, '2026-11-30T11:00:00.000Z', '2026-12-01T11:00:00.000Z'],
  ])('a day in %s runs from its local midnight to the next', (zone, start, end) => {
    const got = periodInstants({ from: '2026-12-01', to: '2026-12-01' }, zone);
    expect([got.start.toISOString(), got.end.toISOString()]).toEqual([start, end]);
  });

  it.each([
    ['a Wednesday', '2026-12-02T01:00:00Z', { from: '2026-11-23', to: '2026-11-29' }],
    [
      'a Monday (local), still Sunday in UTC',
      '2026-11-29T22:00:00Z',
      { from: '2026-11-23', to: '2026-11-29' },
    ],
    ['a Sunday', '2026-12-06T01:00:00Z', { from: '2026-11-23', to: '2026-11-29' }],
  ])('the week before %s is Monday to Sunday', (_day, now, week) => {
    expect(previousWeek(new Date(now), SYD)).toEqual(week);
  });
});

describe('the Monday summary is due from 08:00 site time on a Monday', () => {
  it.each([
    ['Monday 07:59 Sydney', '2026-11-29T20:59:00Z', SYD, null],
    ['Monday 08:00 Sydney', '2026-11-29T21:00:00Z', SYD, '2026-11-30'],
    ['Monday 23:59 Sydney', '2026-11-30T12:59:00Z', SYD, '2026-11-30'],
    ['Tuesday 00:00 Sydney', '2026-11-30T13:00:00Z', SYD, null],
    ['Monday 08:00 Auckland (Sunday in Sydney)', '2026-11-29T19:00:00Z', AKL, '2026-11-30'],
    ['Sunday 08:00 Sydney', '2026-11-28T21:00:00Z', SYD, null],
  ])('%s', (_when, now, zone, due) => {
    expect(mondaySummaryDue(new Date(now), zone)).toBe(due);
  });
});

describe('the period from the days chosen', () => {
  const now = new Date('2026-12-01T01:00:00Z');
  it.each([
    ['both ends', { from: '2026-10-01', to: '2026-10-31' }, { from: '2026-10-01', to: '2026-10-31' }],
    ['neither: the last 30 days', {}, { from: '2026-11-02', to: '2026-12-01' }],
    ['only an end: the 30 days up to it', { to: '2026-10-31' }, { from: '2026-10-02', to: '2026-10-31' }],
    ['only a start: to today', { from: '2026-11-20' }, { from: '2026-11-20', to: '2026-12-01' }],
    [
      'only a start after today: 30 days from it',
      { from: '2026-12-10' },
      { from: '2026-12-10', to: '2027-01-08' },
    ],
    [
      'only a start over a year ago: 30 days from it',
      { from: '2025-01-01' },
      { from: '2025-01-01', to: '2025-01-30' },
    ],
  ])('%s', (_case, chosen, period) => {
    expect(choosePeriod(chosen, now, SYD)).toEqual(period);
  });
});
