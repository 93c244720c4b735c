import { describe, expect, it } from 'vitest';
import { isOfferedTestDriveSlot, testDriveSlots } from './test-drive-slots';

// 2026-11-23 is a Monday; 08:00 in Sydney (UTC+11) is 21:00 UTC the day before.
const mondayEight = new Date('2026-11-22T21:00:00Z');
const tz = 'Australia/Sydney';
const booking = [
  { weekday: 1, start: '09:00', end: '10:30' },
  { weekday: 2, start: '9:00 AM', end: '10:00 AM' },
  { weekday: 3, start: '17:00', end: '09:00' },
  { weekday: 4, start: 'soon', end: '10:00' },
];

describe('testDriveSlots', () => {
  it('offers every 30 minutes within the booking window, skipping days with none', () => {
    expect(
      testDriveSlots({ bookingTimes: booking, specialHours: [], now: mondayEight, timeZone: tz, days: 7 }),
    ).toEqual([
      { date: '2026-11-23', times: ['09:00', '09:30', '10:00'] },
      { date: '2026-11-24', times: ['09:00', '09:30'] },
    ]);
  });

  it('never offers the past or the next hour', () => {
    const quarterToNine = new Date('2026-11-22T21:45:00Z');
    const [today] = testDriveSlots({
      bookingTimes: booking,
      specialHours: [],
      now: quarterToNine,
      timeZone: tz,
      days: 1,
    });
    expect(today).toEqual({ date: '2026-11-23', times: ['10:00'] });
    const late = new Date('2026-11-22T23:45:00Z');
    expect(
      testDriveSlots({ bookingTimes: booking, specialHours: [], now: late, timeZone: tz, days: 1 }),
    ).toEqual([]);
  });

  it('uses special hours on their date: closed holidays have no slots, open ones their own hours', () => {
    const specialHours = [
      { date: '2026-11-23', status: 'Closed' as const, startHour: null, endHour: null },
      { date: '2026-11-24', status: 'Open' as const, startHour: '13:00', endHour: '14:00' },
      { date: '2026-11-26', status: 'Open' as const, startHour: null, endHour: null },
    ];
    expect(
      testDriveSlots({ bookingTimes: booking, specialHours, now: mondayEight, timeZone: tz, days: 7 }),
    ).toEqual([{ date: '2026-11-24', times: ['13:00', '13:30'] }]);
  });
});

describe('isOfferedTestDriveSlot', () => {
  const days = [{ date: '2026-11-23', times: ['09:00'] }];
  it.each([
    ['2026-11-23T09:00', true],
    ['2026-11-23T09:30', false],
    ['2026-11-24T09:00', false],
    ['2026-11-23', false],
  ])('%s -> %s', (slot, expected) => {
    expect(isOfferedTestDriveSlot(slot, days)).toBe(expected);
  });
});
