import { describe, expect, it } from 'vitest';
import { isCheckoutButtonShown } from './is-checkout-button-shown';

type TCar = Parameters<typeof isCheckoutButtonShown>[0];

const eligible: TCar = {
  status: 'in_stock',
  sold: false,
  reserved: false,
  reservable: true,
  price: 25_990,
  hasCheckoutPaymentProcessor: true,
  paymentProcessors: [{ authorization_type: 'stripe' }],
};

describe('isCheckoutButtonShown', () => {
  it.each<[string, Partial<TCar>, boolean, boolean]>([
    ['all seven conditions hold', {}, true, true],
    ['checkout disabled for the site', {}, false, false],
    ['status coming_soon', { status: 'coming_soon' }, true, false],
    [
      'no payment processor available',
      { hasCheckoutPaymentProcessor: false, paymentProcessors: [] },
      true,
      false,
    ],
    [
      'processor listed though the flag is off',
      { hasCheckoutPaymentProcessor: false, paymentProcessors: [{ authorization_type: 'till' }] },
      true,
      true,
    ],
    ['sold', { sold: true }, true, false],
    ['reserved', { reserved: true }, true, false],
    ['price exactly 200', { price: 200 }, true, false],
    ['price 200.01', { price: 200.01 }, true, true],
    ['price 201', { price: 201 }, true, true],
    ['price 199', { price: 199 }, true, false],
    ['no price', { price: null }, true, false],
    ['reservable false', { reservable: false }, true, false],
    ['reservable not given (null)', { reservable: null }, true, true],
  ])('%s -> %s', (_case, overrides, checkoutEnabled, expected) => {
    expect(isCheckoutButtonShown({ ...eligible, ...overrides }, { checkoutEnabled })).toBe(expected);
  });
});
