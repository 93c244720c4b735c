import { describe, expect, it } from 'vitest';
import { isPaymentProcessorType } from './payment-processors';

describe('payment processors', () => {
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
});
