import { describe, expect, it } from 'vitest';
import { zonedInstant } from './zoned-instant';

describe('zonedInstant', () => {
  it.each<[string, string, number, string, string]>([
    ['Sydney summer (+11)', '2026-11-25', 600, 'Australia/Sydney', '2026-11-24T23:00:00.000Z'],
    ['Sydney winter (+10)', '2026-07-01', 600, 'Australia/Sydney', '2026-07-01T00:00:00.000Z'],
    [
      'the day daylight saving starts, after the change',
      '2026-10-04',
      180,
      'Australia/Sydney',
      '2026-10-03T16:00:00.000Z',
    ],
    [
      'Brisbane has no daylight saving (+10)',
      '2026-11-25',
      600,
      'Australia/Brisbane',
      '2026-11-25T00:00:00.000Z',
    ],
    ['Auckland summer (+13)', '2026-11-25', 720, 'Pacific/Auckland', '2026-11-24T23:00:00.000Z'],
    ['fractional minutes', '2026-11-25', 600.5, 'Australia/Sydney', '2026-11-24T23:00:30.000Z'],
  ])('%s', (_name, date, minutes, zone, expected) => {
    expect(zonedInstant(date, minutes, zone).toISOString()).toBe(expected);
  });
});
