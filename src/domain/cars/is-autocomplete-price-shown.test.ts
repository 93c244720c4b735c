import { describe, expect, it } from 'vitest';
import { isAutocompletePriceShown } from './is-autocomplete-price-shown';

describe('isAutocompletePriceShown', () => {
  it.each([
    [249, false],
    [250, false],
    [250.5, true],
    [251, true],
    [45_990, true],
    [0, false],
    [null, false],
    [undefined, false],
  ])('%j -> %s', (price, expected) => {
    expect(isAutocompletePriceShown(price)).toBe(expected);
  });
});
