import { describe, expect, it } from 'vitest';
import { dealershipSellsMake, isModelDepositOffered } from './model-deposit';

describe('isModelDepositOffered', () => {
  const on = { checkoutEnabled: true, modelDeposits: true, paymentProvider: 'stripe' };
  it.each([
    ['checkout on, model deposits on, Stripe', on, true],
    ['Till', { ...on, paymentProvider: 'till' }, true],
    ['St George', { ...on, paymentProvider: 'st_george' }, true],
    ['checkout off', { ...on, checkoutEnabled: false }, false],
    ['model deposits off', { ...on, modelDeposits: false }, false],
    ['no processor', { ...on, paymentProvider: null }, false],
    ['offline (no card payments)', { ...on, paymentProvider: 'offline' }, false],
  ])('%s: %s', (_, site, expected) => {
    expect(isModelDepositOffered(site)).toBe(expected);
  });
});

describe('dealershipSellsMake', () => {
  it.each([
    [['Nissan'], 'Nissan', true],
    [['Polaris', 'Club Car'], ' club car ', true],
    [['Isuzu UTE'], 'ISUZU UTE', true],
    [[], 'Kia', true],
    [['Toyota'], 'Kia', false],
    [['Isuzu'], 'Isuzu UTE', false],
  ])('%j sells %s: %s', (manufacturers, make, expected) => {
    expect(dealershipSellsMake(manufacturers, make)).toBe(expected);
  });
});
