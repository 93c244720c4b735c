import { describe, expect, it } from 'vitest';
import { isTradeInValuationShown } from './is-trade-in-valuation-shown';

type TCar = Parameters<typeof isTradeInValuationShown>[0];
const car: TCar = { status: 'in_stock', sold: false, reserved: false, price: 35990, tag: null };

describe('isTradeInValuationShown', () => {
  it.each<
    [string, Partial<typeof car> & { tag?: string | null; status?: 'in_stock' | 'coming_soon' }, boolean]
  >([
    ['an available priced car', {}, true],
    ['with an ordinary tag', { tag: 'Special' }, true],
    ['coming soon', { status: 'coming_soon' }, false],
    ['sold', { sold: true }, false],
    ['reserved', { reserved: true }, false],
    ['no price', { price: null }, false],
    ['price at 200', { price: 200 }, false],
    ['price 201', { price: 201 }, true],
    ['Test Drive Only', { tag: ' test drive only ' }, false],
  ])('%s', (_case, change, expected) => {
    expect(isTradeInValuationShown({ ...car, ...change })).toBe(expected);
  });
});
