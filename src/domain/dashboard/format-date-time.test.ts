import { describe, expect, it } from 'vitest';
import { formatDateTime, localeOfCountry, wallClockTime } from './format-date-time';

describe('formatDateTime', () => {
  const at = new Date('2026-11-25T03:05:00Z');

  it('shows the moment in the time zone asked for, again from its kept formatter', () => {
    expect(formatDateTime(at, 'Australia/Sydney')).toBe('25 Nov 2026, 2:05 pm');
    expect(formatDateTime(at, 'Pacific/Auckland', 'NZ')).toBe('25 Nov 2026, 4:05 pm');
    expect(formatDateTime(at, 'Australia/Sydney', 'AU')).toBe('25 Nov 2026, 2:05 pm');
  });

  it('writes each country in its own English', () => {
    expect(localeOfCountry('AU')).toBe('en-AU');
    expect(localeOfCountry('NZ')).toBe('en-NZ');
  });
});

describe('wallClockTime', () => {
  it('is the time zone’s wall clock, midnight as 00 and across daylight saving', () => {
    expect(wallClockTime(new Date('2026-11-25T03:05:00Z'), 'Australia/Sydney')).toBe('2026-11-25 14:05');
    expect(wallClockTime(new Date('2026-06-30T14:00:00Z'), 'Australia/Perth')).toBe('2026-06-30 22:00');
    expect(wallClockTime(new Date('2026-11-24T11:00:00Z'), 'Pacific/Auckland')).toBe('2026-11-25 00:00');
  });
});
