import { describe, expect, it } from 'vitest';
import { isFinanceEstimateShown } from './is-finance-estimate-shown';

type TCar = Parameters<typeof isFinanceEstimateShown>[0];
const shown: TCar = { status: 'in_stock', sold: false, reserved: false, price: 15_000 };

describe('isFinanceEstimateShown', () => {
  it.each<[string, Partial<TCar>, boolean]>([
    ['in stock, unsold, unreserved, priced', {}, true],
    ['coming soon', { status: 'coming_soon' }, false],
    ['sold', { sold: true }, false],
    ['reserved', { reserved: true }, false],
    ['price 200', { price: 200 }, false],
    ['price 201', { price: 201 }, true],
    ['price 199', { price: 199 }, false],
    ['no price', { price: null }, false],
  ])('%s -> %s', (_case, overrides, expected) => {
    expect(isFinanceEstimateShown({ ...shown, ...overrides })).toBe(expected);
  });
});
