import { describe, expect, it } from 'vitest';
import { formatClockTime } from './format-clock-time';

describe('formatClockTime', () => {
  it.each([
    ['08:30', '8:30 am'],
    ['12:00', '12:00 pm'],
    ['17:00:00', '5:00 pm'],
    ['00:15', '12:15 am'],
    ['24:00', '12:00 am'],
    ['5pm', '5:00 pm'],
    ['noon-ish', 'noon-ish'],
  ])('%j -> %j', (text, shown) => {
    expect(formatClockTime(text).replace('\u00a0', ' ')).toBe(shown);
  });

  it('never breaks between the time and am/pm', () => {
    expect(formatClockTime('08:30')).toBe('8:30\u00a0am');
  });
});
