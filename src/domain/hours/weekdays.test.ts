import { describe, expect, it } from 'vitest';
import { MON_FRI, MON_FRI_LABEL, WEEKDAY_DISPLAY_ORDER, WEEKDAY_NAMES } from './weekdays';

describe('weekday numbering', () => {
  it.each([
    [0, 'Sunday'],
    [1, 'Monday'],
    [5, 'Friday'],
    [6, 'Saturday'],
  ] as const)('%i is %s', (weekday, name) => {
    expect(WEEKDAY_NAMES[weekday]).toBe(name);
  });

  it('lists Monday to Sunday and groups Mon-Fri', () => {
    expect(WEEKDAY_DISPLAY_ORDER).toEqual([1, 2, 3, 4, 5, 6, 0]);
    expect(MON_FRI).toEqual([1, 2, 3, 4, 5]);
    expect(MON_FRI_LABEL).toBe('Mon-Fri');
  });
});
