import { describe, expect, it } from 'vitest';
import { normaliseRego } from './normalise-rego';

describe('normaliseRego', () => {
  it.each([
    ['ABC123', 'ABC123'],
    ['abc 123', 'ABC123'],
    ['abc-123', 'ABC123'],
    ['1.ab.2cd', '1AB2CD'],
    [' xyz ', 'XYZ'],
    ['A', 'A'],
    ['ABCDEFGH9', 'ABCDEFGH9'],
    ['ABCDEFGH90', null],
    ['', null],
    ['  - ', null],
    ['AB_123', null],
    ['ÄBC123', null],
    ['<b>', null],
  ])('%j -> %j', (input, expected) => {
    expect(normaliseRego(input)).toBe(expected);
  });
});
