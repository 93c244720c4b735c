import { describe, expect, it } from 'vitest';
import { localDateAndHour } from './local-date-and-hour';

describe('localDateAndHour', () => {
  it.each([
    ['2026-11-28T21:00:00Z', 'Australia/Sydney', { date: '2026-11-29', hour: 8 }],
    ['2026-11-28T19:00:00Z', 'Pacific/Auckland', { date: '2026-11-29', hour: 8 }],
    ['2026-06-28T22:00:00Z', 'Australia/Perth', { date: '2026-06-29', hour: 6 }],
    ['2026-11-28T13:30:00Z', 'Australia/Sydney', { date: '2026-11-29', hour: 0 }],
  ])('%s in %s is %o', (at, zone, expected) => {
    expect(localDateAndHour(new Date(at), zone)).toEqual(expected);
  });
});
