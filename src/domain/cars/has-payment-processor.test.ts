import { describe, expect, it } from 'vitest';
import { hasPaymentProcessor } from './has-payment-processor';

describe('hasPaymentProcessor', () => {
  it.each([
    ['flag on, no list', true, [], true],
    ['flag off, stripe listed', false, ['stripe'], true],
    ['flag off, till listed', false, ['till'], true],
    ['flag off, st_george listed', false, ['st_george'], true],
    ['flag off, only an unknown type listed', false, ['paypal'], false],
    ['flag off, unknown then known', false, ['paypal', 'till'], true],
    ['flag off, nothing listed', false, [], false],
  ])('%s -> %s', (_case, flag, types, expected) => {
    const car = {
      hasCheckoutPaymentProcessor: flag,
      paymentProcessors: types.map((authorization_type) => ({ authorization_type })),
    };
    expect(hasPaymentProcessor(car)).toBe(expected);
  });
});
