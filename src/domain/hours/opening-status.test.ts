import { describe, expect, it } from 'vitest';
import { openingStatus, type TOpeningStatus } from './opening-status';
import type { TOpeningHour, TSpecialHour } from './types';

const open = (weekday: number, from: string | null = '08:30', to: string | null = '17:30'): TOpeningHour => ({
  weekday,
  open: from,
  close: to,
  status: 'Open',
});
const closed = (weekday: number): TOpeningHour => ({ weekday, open: null, close: null, status: 'Closed' });
const week = [closed(0), open(1), open(2), open(3), open(4), open(5), open(6, '9:00 AM', '1:00 PM')];

const holiday = (date: string, from: string | null = null, to: string | null = null): TSpecialHour => ({
  date,
  status: from === null && to === null ? 'Closed' : 'Open',
  startHour: from,
  endHour: to,
});

/** Brisbane is UTC+10 all year: local time = UTC + 10 h. 2025-03-10 is a Monday. */
const brisbane = (local: string) => new Date(new Date(`${local}:00Z`).getTime() - 10 * 60 * 60 * 1000);
const next = (date: string, weekday: number, opensAt: string): TOpeningStatus => ({
  isOpen: false,
  nextOpening: { date, weekday, opensAt },
});

describe('openingStatus (Australia/Brisbane)', () => {
  it.each<[string, string, TOpeningHour[], TSpecialHour[], TOpeningStatus]>([
    ['Monday mid-morning: open', '2025-03-10T10:00', week, [], { isOpen: true, closesAt: '17:30' }],
    ['at the opening minute: open', '2025-03-10T08:30', week, [], { isOpen: true, closesAt: '17:30' }],
    ['a minute before opening: opens today', '2025-03-10T08:29', week, [], next('2025-03-10', 1, '08:30')],
    ['a minute before closing: open', '2025-03-10T17:29', week, [], { isOpen: true, closesAt: '17:30' }],
    ['at the closing minute: opens tomorrow', '2025-03-10T17:30', week, [], next('2025-03-11', 2, '08:30')],
    ['Friday evening: Saturday', '2025-03-14T19:00', week, [], next('2025-03-15', 6, '9:00 AM')],
    ['Saturday 12-hour times: open', '2025-03-15T12:59', week, [], { isOpen: true, closesAt: '1:00 PM' }],
    [
      'Saturday after hours: skips closed Sunday',
      '2025-03-15T14:00',
      week,
      [],
      next('2025-03-17', 1, '08:30'),
    ],
    ['Sunday closed day: Monday', '2025-03-16T10:00', week, [], next('2025-03-17', 1, '08:30')],
    [
      'holiday closes a weekday',
      '2025-03-10T10:00',
      week,
      [holiday('2025-03-10')],
      next('2025-03-11', 2, '08:30'),
    ],
    [
      'holiday opens a closed Sunday',
      '2025-03-16T11:00',
      week,
      [holiday('2025-03-16', '10:00', '14:00')],
      { isOpen: true, closesAt: '14:00' },
    ],
    [
      'holiday changes tomorrow’s hours',
      '2025-03-10T18:00',
      week,
      [holiday('2025-03-11', '10:00', '15:00')],
      next('2025-03-11', 2, '10:00'),
    ],
    [
      'holiday with shorter hours: closed after its end',
      '2025-03-10T16:00',
      week,
      [holiday('2025-03-10', '08:30', '12:00')],
      next('2025-03-11', 2, '08:30'),
    ],
    [
      'holiday marked Open without hours counts as closed',
      '2025-03-10T10:00',
      week,
      [{ date: '2025-03-10', status: 'Open', startHour: null, endHour: '17:00' }],
      next('2025-03-11', 2, '08:30'),
    ],
    [
      'holiday on another date does not matter',
      '2025-03-10T10:00',
      week,
      [holiday('2025-03-12')],
      { isOpen: true, closesAt: '17:30' },
    ],
    [
      'weekday Open without a close time counts as closed',
      '2025-03-10T10:00',
      [open(1, '08:30', null), open(2)],
      [],
      next('2025-03-11', 2, '08:30'),
    ],
    [
      'unreadable opening time counts as closed',
      '2025-03-10T10:00',
      [open(1, 'early'), open(2)],
      [],
      next('2025-03-11', 2, '08:30'),
    ],
    [
      'unreadable closing time counts as closed',
      '2025-03-10T10:00',
      [open(1, '08:30', 'late'), open(2)],
      [],
      next('2025-03-11', 2, '08:30'),
    ],
    [
      'closing no later than opening counts as closed',
      '2025-03-10T10:00',
      [open(1, '17:00', '09:00'), open(2)],
      [],
      next('2025-03-11', 2, '08:30'),
    ],
    ['no hours at all: no next opening', '2025-03-10T10:00', [], [], { isOpen: false, nextOpening: null }],
    [
      'next opening exactly 14 days ahead is found',
      '2025-03-10T18:00',
      [open(1)],
      [holiday('2025-03-17')],
      next('2025-03-24', 1, '08:30'),
    ],
    [
      'closed for more than 14 days: no next opening',
      '2025-03-10T18:00',
      [open(1)],
      [holiday('2025-03-17'), holiday('2025-03-24')],
      { isOpen: false, nextOpening: null },
    ],
  ])('%s (%s)', (_case, local, hours, specialHours, expected) => {
    expect(
      openingStatus({ hours, specialHours, now: brisbane(local), timeZone: 'Australia/Brisbane' }),
    ).toEqual(expected);
  });
});

describe('openingStatus uses the location’s own time zone', () => {
  // 2025-03-09T21:00Z is Monday 08:00 in Sydney (UTC+11, daylight saving), 07:00 in Brisbane (UTC+10),
  // 10:00 in Auckland (UTC+13, daylight saving) and still Sunday 21:00 in UTC.
  const instant = new Date('2025-03-09T21:00:00Z');
  const hours = [open(1, '07:30', '17:00')];

  it.each<[string, TOpeningStatus]>([
    ['Australia/Sydney', { isOpen: true, closesAt: '17:00' }],
    ['Australia/Brisbane', next('2025-03-10', 1, '07:30')],
    ['Pacific/Auckland', { isOpen: true, closesAt: '17:00' }],
    ['UTC', next('2025-03-10', 1, '07:30')],
  ])('%s', (timeZone, expected) => {
    expect(openingStatus({ hours, specialHours: [], now: instant, timeZone })).toEqual(expected);
  });
});
