import { describe, expect, it } from 'vitest';
import { addDays, weekdayOf, zonedNow } from './calendar';

describe('zonedNow', () => {
  it.each([
    [
      'Brisbane, Monday 10:00',
      '2025-03-10T00:00:00Z',
      'Australia/Brisbane',
      { date: '2025-03-10', weekday: 1, minutes: 600 },
    ],
    [
      'Brisbane, just before local midnight',
      '2025-03-09T13:59:00Z',
      'Australia/Brisbane',
      { date: '2025-03-09', weekday: 0, minutes: 1439 },
    ],
    [
      'Brisbane, local midnight is 0 minutes',
      '2025-03-09T14:00:00Z',
      'Australia/Brisbane',
      { date: '2025-03-10', weekday: 1, minutes: 0 },
    ],
    [
      'Sydney in daylight saving (UTC+11)',
      '2025-01-06T22:30:00Z',
      'Australia/Sydney',
      { date: '2025-01-07', weekday: 2, minutes: 570 },
    ],
    [
      'Sydney in standard time (UTC+10)',
      '2025-07-07T22:30:00Z',
      'Australia/Sydney',
      { date: '2025-07-08', weekday: 2, minutes: 510 },
    ],
    [
      'Perth (UTC+8)',
      '2025-03-10T00:00:00Z',
      'Australia/Perth',
      { date: '2025-03-10', weekday: 1, minutes: 480 },
    ],
    [
      'Auckland in daylight saving (UTC+13)',
      '2025-01-06T22:30:00Z',
      'Pacific/Auckland',
      { date: '2025-01-07', weekday: 2, minutes: 690 },
    ],
  ])('%s', (_case, instant, timeZone, expected) => {
    expect(zonedNow(new Date(instant), timeZone)).toEqual(expected);
  });

  it('rejects an unknown time zone', () => {
    expect(() => zonedNow(new Date(), 'Mars/Olympus')).toThrowError(RangeError);
  });
});

describe('weekdayOf', () => {
  it.each([
    ['2025-03-09', 0],
    ['2025-03-10', 1],
    ['2025-03-15', 6],
    ['2024-02-29', 4],
  ])('%s -> %i', (date, weekday) => {
    expect(weekdayOf(date)).toBe(weekday);
  });
});

describe('addDays', () => {
  it.each([
    ['2025-03-10', 1, '2025-03-11'],
    ['2025-03-10', 0, '2025-03-10'],
    ['2025-03-10', -10, '2025-02-28'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2025-10-04', 1, '2025-10-05'],
  ])('%s + %i -> %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});
