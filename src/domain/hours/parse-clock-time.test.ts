import { describe, expect, it } from 'vitest';
import { parseClockTime } from './parse-clock-time';

describe('parseClockTime', () => {
  it.each([
    ['08:30', 510],
    ['8:30', 510],
    ['00:00', 0],
    ['17:00:00', 1020],
    ['23:59', 1439],
    ['24:00', 1440],
    ['24:01', null],
    ['25:00', null],
    ['12:60', null],
    [' 09:00 ', 540],
    ['8:30 AM', 510],
    ['8:30am', 510],
    ['5pm', 1020],
    ['5 PM', 1020],
    ['12:15 p.m.', 735],
    ['12:00 am', 0],
    ['12:30 AM', 30],
    ['11:59 pm', 1439],
    ['0:30 am', null],
    ['13:00 pm', null],
    ['9:75 am', null],
    ['noon', null],
    ['', null],
    [null, null],
  ])('%j -> %j', (text, expected) => {
    expect(parseClockTime(text)).toBe(expected);
  });
});
