import { describe, expect, it } from 'vitest';
import { checkoutKinds, checkoutLabel } from './checkout-kinds';

describe('checkoutKinds', () => {
  it.each([
    ['reserve', ['reserve']],
    ['buy', ['buy']],
    ['both', ['reserve', 'buy']],
  ] as const)('%s offers %j', (offer, kinds) => {
    expect(checkoutKinds(offer)).toEqual(kinds);
  });
});

describe('checkoutLabel', () => {
  it.each([
    ['reserve', 'Reserve Online'],
    ['buy', 'Buy Online'],
  ] as const)('%s reads %s', (kind, label) => {
    expect(checkoutLabel(kind)).toBe(label);
  });
});
