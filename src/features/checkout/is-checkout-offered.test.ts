import { describe, expect, it } from 'vitest';
import { isCheckoutOffered } from './is-checkout-offered';

const car = {
  status: 'in_stock' as const,
  sold: false,
  reserved: false,
  reservable: null,
  price: 30000,
  hasCheckoutPaymentProcessor: true,
  paymentProcessors: [],
  tag: null,
};

describe('isCheckoutOffered', () => {
  it.each<[string, Partial<typeof car> | { tag: string }, boolean, boolean]>([
    ['a car the checkout rule allows', {}, true, true],
    ['a Test Drive Only car', { tag: 'Test Drive Only' }, true, false],
    ['a car with another tag', { tag: 'Special' }, true, true],
    ['a reserved car', { reserved: true }, true, false],
    ['any car where checkout is off', {}, false, false],
  ])('%s', (_, over, checkoutEnabled, offered) => {
    expect(isCheckoutOffered({ ...car, ...over }, { checkoutEnabled })).toBe(offered);
  });
});
