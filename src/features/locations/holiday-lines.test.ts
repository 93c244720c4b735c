import { describe, expect, it } from 'vitest';
import { holidayLines } from './holiday-lines';

const special = [
  { date: '2026-01-26', label: 'Australia Day', status: 'Closed', startHour: null, endHour: null },
  { date: '2026-12-24', label: null, status: 'Open', startHour: '9:00 am', endHour: '1:00 pm' },
  { date: '2026-12-25', label: 'Christmas Day', status: 'Closed', startHour: null, endHour: null },
] as never;

describe('holidayLines', () => {
  it('lists only dates not yet passed, with their hours', () => {
    const lines = holidayLines({ special, timezone: 'Australia/Sydney' }, new Date('2026-12-23T22:00:00Z'));
    expect(lines).toEqual([
      { date: '2026-12-24', label: 'Thu, 24 Dec 2026', hours: '9:00\u00a0am - 1:00\u00a0pm' },
      { date: '2026-12-25', label: 'Fri, 25 Dec 2026 (Christmas Day)', hours: 'Closed' },
    ]);
  });
});
