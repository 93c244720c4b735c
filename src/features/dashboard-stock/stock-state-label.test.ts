import { describe, expect, it } from 'vitest';
import { stockStateLabel } from './stock-state-label';

const car = { sold: false, reserved: false, showOnDealerWebsite: true, status: 'in_stock' as const };

describe('stockStateLabel', () => {
  it.each([
    [{ ...car, sold: true, reserved: true }, 'Sold'],
    [{ ...car, reserved: true, showOnDealerWebsite: false }, 'Reserved'],
    [{ ...car, showOnDealerWebsite: false }, 'Hidden'],
    [{ ...car, status: 'coming_soon' as const }, 'Coming soon'],
    [car, 'In stock'],
  ])('%o reads %s', (state, label) => {
    expect(stockStateLabel(state)).toBe(label);
  });
});
