import { describe, expect, it } from 'vitest';
import type { TBusinessHours } from '../dashboard/lead-response-time';
import { answerVerdict } from './answer-verdict';

const always: TBusinessHours = { hours: [], specialHours: [], timeZone: 'Australia/Sydney' };
const weekdays9to5: TBusinessHours = {
  timeZone: 'Australia/Sydney',
  specialHours: [],
  hours: [1, 2, 3, 4, 5].map((weekday) => ({
    weekday,
    status: 'Open' as const,
    open: '09:00',
    close: '17:00',
  })),
};
const at = (iso: string) => new Date(iso);

describe('answered within the overdue time (120 min)', () => {
  it.each([
    ['answered after 60 min', '2026-12-01T00:00:00Z', '2026-12-01T01:00:00Z', always, 'within'],
    ['answered after exactly 120 min', '2026-12-01T00:00:00Z', '2026-12-01T02:00:00Z', always, 'late'],
    ['answered after 3 h', '2026-12-01T00:00:00Z', '2026-12-01T03:00:00Z', always, 'late'],
    ['not answered, 30 min old', '2026-12-01T05:30:00Z', null, always, 'waiting'],
    ['not answered, 5 h old', '2026-12-01T01:00:00Z', null, always, 'late'],
    // Friday 16:30 Sydney to Monday 09:30: an hour of opening hours, though three days of clock time.
    [
      'over a weekend, within opening hours',
      '2026-12-04T05:30:00Z',
      '2026-12-06T22:30:00Z',
      weekdays9to5,
      'within',
    ],
    [
      'over a weekend, past the overdue time in opening hours',
      '2026-12-04T05:30:00Z',
      '2026-12-07T00:00:00Z',
      weekdays9to5,
      'late',
    ],
  ] as const)('%s: %s', (_case, created, answered, business, verdict) => {
    const lead = { createdAt: at(created), firstContactedAt: answered ? at(answered) : null };
    expect(answerVerdict(lead, at('2026-12-01T06:00:00Z'), 120, business)).toBe(verdict);
  });
});
