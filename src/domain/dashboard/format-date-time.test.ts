import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  const at = new Date('2026-11-25T03:05:00Z');

  it('shows the moment in the time zone asked for, again from its kept formatter', () => {
    expect(formatDateTime(at, 'Australia/Sydney')).toBe('25 Nov 2026, 2:05 pm');
    expect(formatDateTime(at, 'Pacific/Auckland')).toBe('25 Nov 2026, 4:05 pm');
    expect(formatDateTime(at, 'Australia/Sydney')).toBe('25 Nov 2026, 2:05 pm');
  });
});
