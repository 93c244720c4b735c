import { describe, expect, it } from 'vitest';
import { parseWholeDollars } from './parse-whole-dollars';

describe('parseWholeDollars', () => {
  it.each([
    ['25000', 25000],
    ['25,000', 25000],
    ['$25,000', 25000],
    [' $ 25 000 ', 25000],
    ['25000.99', 25000],
    ['25000.5', 25000],
    ['0', 0],
    ['007', 7],
    ['', null],
    ['$', null],
    ['abc', null],
    ['25k', null],
    ['-5', null],
    ['$-5', null],
    ['1.234', null],
    ['.5', null],
    ['25$', null],
    ['1e6', null],
  ])('%j -> %j', (input, expected) => {
    expect(parseWholeDollars(input)).toBe(expected);
  });
});
