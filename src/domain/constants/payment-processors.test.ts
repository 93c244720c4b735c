import { describe, expect, it } from 'vitest';
import { isPaymentProcessorType, PAYMENT_PROCESSOR_TYPES, skipsClientSecret } from './payment-processors';

describe('payment processors', () => {
  it('are stripe, till and st_george', () => {
    expect(PAYMENT_PROCESSOR_TYPES).toEqual(['stripe', 'till', 'st_george']);
  });

  it.each([
    ['stripe', true],
    ['till', true],
    ['st_george', true],
    ['offline', false],
    ['Stripe', false],
    ['', false],
  ])('isPaymentProcessorType(%j) -> %s', (value, expected) => {
    expect(isPaymentProcessorType(value)).toBe(expected);
  });

  it.each([
    ['stripe', false],
    ['till', true],
    ['st_george', true],
  ] as const)('skipsClientSecret(%s) -> %s', (type, expected) => {
    expect(skipsClientSecret(type)).toBe(expected);
  });
});
