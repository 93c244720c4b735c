import { describe, expect, it } from 'vitest';
import { cardDigits, demoCardOutcome, isCardExpiryValid } from './demo-card';

describe('cardDigits', () => {
  it.each([
    ['4242 4242 4242 4242', '4242424242424242'],
    ['4000-0027-6000-3184', '4000002760003184'],
    ['4242 4242 4242 4241', null],
    ['4242', null],
    ['4242 4242 abcd 4242', null],
  ])('%s → %s', (input, digits) => {
    expect(cardDigits(input)).toBe(digits);
  });
});

describe('demoCardOutcome', () => {
  it.each([
    ['4242 4242 4242 4242', 'succeeds'],
    ['4000 0000 0000 0002', 'declined'],
    ['4000 0027 6000 3184', 'requires_action'],
    ['5555 5555 5555 4444', null],
    ['1234', null],
  ])('%s → %s', (card, outcome) => {
    expect(demoCardOutcome(card)).toBe(outcome);
  });
});

describe('isCardExpiryValid', () => {
  const now = new Date('2026-11-25T23:00:00Z');
  it.each([
    ['11/26', true],
    ['12/2030', true],
    ['10/26', false],
    ['13/27', false],
    ['00/27', false],
    ['1127', false],
  ])('%s → %s', (expiry, valid) => {
    expect(isCardExpiryValid(expiry, now)).toBe(valid);
  });
});
