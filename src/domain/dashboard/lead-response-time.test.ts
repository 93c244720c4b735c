import { describe, expect, it } from 'vitest';
import type { TOpeningHour, TSpecialHour } from '../hours/types';
import { openMinutesBetween, overdueCutoff, type TBusinessHours } from './lead-response-time';

const weekday = (d: number, open: string | null, close: string | null): TOpeningHour => ({
  weekday: d,
  open,
  close,
  status: open ? 'Open' : 'Closed',
});
const hours = [
  weekday(0, null, null),
  ...[1, 2, 3, 4, 5].map((d) => weekday(d, '08:30', '17:30')),
  weekday(6, '09:00', '13:00'),
];
const sydney: TBusinessHours = { hours, specialHours: [], timeZone: 'Australia/Sydney' };
const mondayClosed: TSpecialHour = { date: '2026-11-30', status: 'Closed', startHour: null, endHour: null };
const unknownHours: TBusinessHours = { hours: [], specialHours: [], timeZone: 'Australia/Sydney' };

// November 2026 in Sydney is AEDT (+11:00); Wednesday 25th to Tuesday 1 December.
const at = (local: string) => new Date(`${local}+11:00`);

describe('openMinutesBetween', () => {
  it.each<[string, string, string, TBusinessHours, number]>([
    ['within one open day', '2026-11-25T10:00:00', '2026-11-25T11:00:00', sydney, 60],
    ['over a weekend: Fri 30, Sat 240, Mon 30', '2026-11-27T17:00:00', '2026-11-30T09:00:00', sydney, 300],
    ['sent and read while closed', '2026-11-28T20:00:00', '2026-11-30T08:00:00', sydney, 0],
    [
      'a holiday replaces the weekday',
      '2026-11-27T17:00:00',
      '2026-12-01T09:00:00',
      { ...sydney, specialHours: [mondayClosed] },
      300,
    ],
    ['seconds count', '2026-11-25T10:00:30', '2026-11-25T10:01:00', sydney, 0.5],
    ['unknown hours: every minute counts', '2026-11-28T20:00:00', '2026-11-29T20:00:00', unknownHours, 1440],
    ['to before from', '2026-11-25T11:00:00', '2026-11-25T10:00:00', sydney, 0],
  ])('%s', (_name, from, to, business, minutes) => {
    expect(openMinutesBetween(at(from), at(to), business)).toBeCloseTo(minutes, 6);
  });
});

describe('overdueCutoff', () => {
  it.each<[string, string, number, TBusinessHours, string]>([
    ['same day', '2026-11-25T12:00:00', 120, sydney, '2026-11-25T10:00:00'],
    ['back over Sunday into Saturday', '2026-11-30T09:00:00', 120, sydney, '2026-11-28T11:30:00'],
    ['before opening: back to the day before', '2026-11-26T07:00:00', 120, sydney, '2026-11-25T15:30:00'],
    [
      'over a holiday Monday',
      '2026-12-01T09:00:00',
      120,
      { ...sydney, specialHours: [mondayClosed] },
      '2026-11-28T11:30:00',
    ],
    ['unknown hours: wall clock', '2026-11-29T12:00:00', 120, unknownHours, '2026-11-29T10:00:00'],
  ])('%s', (_name, now, minutes, business, cutoff) => {
    expect(overdueCutoff(at(now), minutes, business).toISOString()).toBe(at(cutoff).toISOString());
  });

  it('counts every lead as overdue when the overdue time is more than the opening hours it looks back over', () => {
    expect(overdueCutoff(at('2026-11-25T12:00:00'), 10_000_000, sydney).getTime()).toBe(0);
  });

  it('agrees with openMinutesBetween for every minute of a week', () => {
    const now = new Date('2026-11-30T00:12:34.500Z');
    const cutoff = overdueCutoff(now, 120, sydney);
    for (let m = 0; m < 7 * 24 * 60; m += 7) {
      const createdAt = new Date(now.getTime() - m * 60_000 - 13_000);
      const waited = openMinutesBetween(createdAt, now, sydney) >= 120;
      expect(waited).toBe(createdAt.getTime() <= cutoff.getTime());
    }
  });
});
