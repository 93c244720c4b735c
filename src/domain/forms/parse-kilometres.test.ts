import { describe, expect, it } from 'vitest';
import { parseKilometres } from './parse-kilometres';

describe('parseKilometres', () => {
  it.each([
    ['12345', 12345],
    ['12,345', 12345],
    ['1,234,567', 1234567],
    [' 45,000 ', 45000],
    ['12 345', 12345],
    ['0', 0],
    ['12,345.9', 12345],
    ['007', 7],
    ['', null],
    ['abc', null],
    ['12k', null],
    ['-5', null],
    ['1.2.3', null],
    ['.5', null],
    [',', null],
  ])('%j -> %j', (input, expected) => {
    expect(parseKilometres(input)).toBe(expected);
  });
});
