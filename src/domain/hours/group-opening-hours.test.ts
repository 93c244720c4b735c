import { describe, expect, it } from 'vitest';
import { groupOpeningHours } from './group-opening-hours';
import type { TOpeningHour } from './types';

const open = (weekday: number, from = '08:30', to = '17:30'): TOpeningHour => ({
  weekday,
  open: from,
  close: to,
  status: 'Open',
});
const closed = (weekday: number): TOpeningHour => ({ weekday, open: null, close: null, status: 'Closed' });

const standardWeek = [closed(0), open(1), open(2), open(3), open(4), open(5), open(6, '09:00', '13:00')];

type TLine = [label: string, weekdays: number[]];
const lines = (hours: TOpeningHour[], full: boolean): TLine[] =>
  groupOpeningHours(hours, { full }).map((l) => [l.label, l.weekdays]);

describe('groupOpeningHours', () => {
  it.each<[string, TOpeningHour[], boolean, TLine[]]>([
    [
      'five equal weekdays collapse',
      standardWeek,
      false,
      [
        ['Mon-Fri', [1, 2, 3, 4, 5]],
        ['Saturday', [6]],
        ['Sunday', [0]],
      ],
    ],
    [
      'full hours requested: no collapse, Monday first',
      standardWeek,
      true,
      [
        ['Monday', [1]],
        ['Tuesday', [2]],
        ['Wednesday', [3]],
        ['Thursday', [4]],
        ['Friday', [5]],
        ['Saturday', [6]],
        ['Sunday', [0]],
      ],
    ],
    [
      'Thursday late night: no collapse',
      [open(1), open(2), open(3), open(4, '08:30', '21:00'), open(5)],
      false,
      [
        ['Monday', [1]],
        ['Tuesday', [2]],
        ['Wednesday', [3]],
        ['Thursday', [4]],
        ['Friday', [5]],
      ],
    ],
    [
      'different opening time: no collapse',
      [open(1, '09:00'), open(2), open(3), open(4), open(5)],
      false,
      [
        ['Monday', [1]],
        ['Tuesday', [2]],
        ['Wednesday', [3]],
        ['Thursday', [4]],
        ['Friday', [5]],
      ],
    ],
    [
      'a closed weekday: no collapse',
      [open(1), open(2), closed(3), open(4), open(5)],
      false,
      [
        ['Monday', [1]],
        ['Tuesday', [2]],
        ['Wednesday', [3]],
        ['Thursday', [4]],
        ['Friday', [5]],
      ],
    ],
    [
      'same times but a different status: no collapse',
      [open(1), open(2), open(3), open(4), { ...open(5), status: 'Closed' }],
      false,
      [
        ['Monday', [1]],
        ['Tuesday', [2]],
        ['Wednesday', [3]],
        ['Thursday', [4]],
        ['Friday', [5]],
      ],
    ],
    [
      'a weekday missing: no collapse, no line for it',
      [open(1), open(2), open(4), open(5), open(6)],
      false,
      [
        ['Monday', [1]],
        ['Tuesday', [2]],
        ['Thursday', [4]],
        ['Friday', [5]],
        ['Saturday', [6]],
      ],
    ],
    [
      'Monday missing: no collapse',
      [open(2), open(3), open(4), open(5)],
      false,
      [
        ['Tuesday', [2]],
        ['Wednesday', [3]],
        ['Thursday', [4]],
        ['Friday', [5]],
      ],
    ],
    [
      'all five closed collapse too',
      [closed(1), closed(2), closed(3), closed(4), closed(5)],
      false,
      [['Mon-Fri', [1, 2, 3, 4, 5]]],
    ],
    ['no hours', [], false, []],
  ])('%s', (_case, hours, full, expected) => {
    expect(lines(hours, full)).toEqual(expected);
  });

  it('a collapsed line carries Monday’s entry; others carry their own', () => {
    const [monFri, saturday] = groupOpeningHours(standardWeek, { full: false });
    expect(monFri?.hours).toBe(standardWeek[1]);
    expect(saturday?.hours).toBe(standardWeek[6]);
  });
});
