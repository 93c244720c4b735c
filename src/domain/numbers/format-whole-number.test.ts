import { describe, expect, it } from 'vitest';
import { formatWholeNumber } from './format-whole-number';

describe('formatWholeNumber', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1_000, '1,000'],
    [35_990, '35,990'],
    [123_456, '123,456'],
    [1_234_567, '1,234,567'],
    [35_990.49, '35,990'],
    [35_990.5, '35,991'],
    [-1_234.5, '-1,235'],
    [-0.4, '0'],
  ])('%d -> %s', (n, expected) => {
    expect(formatWholeNumber(n)).toBe(expected);
  });

  it('groups as en-AU does for whole numbers of every length', () => {
    const enAU = new Intl.NumberFormat('en-AU', { maximumFractionDigits: 0 });
    for (let n = 1; n < 1e15; n = n * 7 + 3) expect(formatWholeNumber(n)).toBe(enAU.format(n));
  });

  it('leaves what is not a finite number as it is', () => {
    expect(formatWholeNumber(Number.NaN)).toBe('NaN');
    expect(formatWholeNumber(Number.POSITIVE_INFINITY)).toBe('Infinity');
  });
});
