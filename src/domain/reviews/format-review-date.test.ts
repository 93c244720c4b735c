import { describe, expect, it } from 'vitest';
import { formatReviewDate } from './format-review-date';

describe('formatReviewDate', () => {
  it.each([
    ['2026-11-08', '08/11/2026'],
    ['2025-01-31', '31/01/2025'],
    ['2024-12-01', '01/12/2024'],
  ])('%s -> %s', (date, expected) => {
    expect(formatReviewDate(date)).toBe(expected);
  });

  it.each(['2026-11-08T00:00:00Z', '8/11/2026', ''])('rejects %j', (date) => {
    expect(() => formatReviewDate(date)).toThrow(/YYYY-MM-DD/);
  });
});
