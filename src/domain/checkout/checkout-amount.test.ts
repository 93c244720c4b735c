import { describe, expect, it } from 'vitest';
import { checkoutAmountCents } from './checkout-amount';

describe('checkoutAmountCents', () => {
  it.each([
    ['reserve', 32_990, 50_000, 50_000],
    ['reserve', 350, 50_000, 35_000],
    ['buy', 32_990, 50_000, 3_299_000],
    ['buy', 201, 50_000, 20_100],
  ] as const)('%s a $%i car with a %i c deposit charges %i c', (kind, price, deposit, cents) => {
    expect(checkoutAmountCents(kind, price, deposit)).toBe(cents);
  });
});
