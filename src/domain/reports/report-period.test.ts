import { describe, expect, it } from 'vitest';
import {
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
