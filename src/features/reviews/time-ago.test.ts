import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = new Date('2026-11-22T10:00:00Z');

describe('timeAgo', () => {
  it.each([
    ['2026-11-22', 'today'],
    ['2026-11-21', '1 day ago'],
    ['2026-11-17', '5 days ago'],
    ['2026-11-08', '2 weeks ago'],
    ['2026-09-20', '2 months ago'],
    ['2025-11-22', '1 year ago'],
    ['2023-01-01', '3 years ago'],
    ['2026-12-01', 'today'],
  ])('%s -> %s', (date, expected) => {
    expect(timeAgo(date, now)).toBe(expected);
  });
});
