import { describe, expect, it } from 'vitest';
import { upcomingSpecialHours } from './upcoming-special-hours';

const entries = [
  { date: '2025-12-26', label: 'Boxing Day' },
  { date: '2025-12-24', label: 'Christmas Eve' },
  { date: '2025-12-25', label: 'Christmas Day' },
  { date: '2026-01-01', label: 'New Year' },
];

describe('upcomingSpecialHours', () => {
  it.each([
    ['all to come, sorted', '2025-12-01T00:00:00Z', ['2025-12-24', '2025-12-25', '2025-12-26', '2026-01-01']],
    ['today counts as not passed', '2025-12-24T23:00:00Z', ['2025-12-25', '2025-12-26', '2026-01-01']],
    ['yesterday has passed', '2025-12-25T14:00:00Z', ['2025-12-26', '2026-01-01']],
    ['all passed', '2026-01-01T14:00:00Z', []],
  ])('%s (now %s, Brisbane)', (_case, now, dates) => {
    expect(upcomingSpecialHours(entries, new Date(now), 'Australia/Brisbane').map((e) => e.date)).toEqual(
      dates,
    );
  });

  it('uses the location’s date, not UTC', () => {
    // 2025-12-24T20:00Z is already 25 December in Brisbane (UTC+10) but still the 24th in UTC.
    expect(
      upcomingSpecialHours(entries, new Date('2025-12-24T20:00:00Z'), 'Australia/Brisbane')[0]?.date,
    ).toBe('2025-12-25');
    expect(upcomingSpecialHours(entries, new Date('2025-12-24T20:00:00Z'), 'UTC')[0]?.date).toBe(
      '2025-12-24',
    );
  });

  it('does not reorder the list it was given', () => {
    const copy = [...entries];
    upcomingSpecialHours(copy, new Date('2025-12-01T00:00:00Z'), 'UTC');
    expect(copy).toEqual(entries);
  });
});
