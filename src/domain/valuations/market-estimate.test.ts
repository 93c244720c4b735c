import { describe, expect, it } from 'vitest';
import { marketEstimate, type TMarketCandidate } from './market-estimate';

const subject = { make: 'Toyota', model: 'HiLux', year: 2020, kms: 80_000 };
const hilux = (price: number | null, over: Partial<TMarketCandidate> = {}): TMarketCandidate => ({
  make: 'Toyota',
  model: 'HiLux',
  year: 2020,
  km: 80_000,
  price,
  ...over,
});

describe('marketEstimate', () => {
  it('is the middle half of comparable prices, to the nearest $100, with how many it rests on', () => {
    const estimate = marketEstimate(subject, [
      hilux(40_000),
      hilux(42_000),
      hilux(44_000),
      hilux(46_000),
      hilux(48_000),
    ]);
    expect(estimate).toEqual({
      low: 42_000,
      high: 46_000,
      comparables: 5,
      basis:
        'An estimate from 5 comparable cars in our stock and recent sales (same make and model, within 2 years and 40,000 km), not an offer.',
    });
  });

  it('rests on three comparable cars at the least', () => {
    expect(marketEstimate(subject, [hilux(40_000), hilux(44_000), hilux(48_123)])).toMatchObject({
      low: 42_000,
      high: 46_100,
      comparables: 3,
    });
    expect(marketEstimate(subject, [hilux(40_000), hilux(44_000)])).toBeNull();
  });

  it.each<[string, Partial<TMarketCandidate> & { price?: number | null }]>([
    ['another model', { model: 'LandCruiser' }],
    ['another make', { make: 'Ford' }],
    ['three years older', { year: 2017 }],
    ['three years newer', { year: 2023 }],
    ['40,001 km more', { km: 120_001 }],
    ['no price', { price: null }],
    ['a price of 0', { price: 0 }],
  ])('leaves out a car of %s', (_case, over) => {
    const { price = 45_000, ...rest } = over;
    expect(marketEstimate(subject, [hilux(40_000), hilux(44_000), hilux(price, rest)])).toBeNull();
  });

  it('matches make and model whatever their case and spaces, and takes the edges of the windows', () => {
    const estimate = marketEstimate(subject, [
      hilux(40_000, { make: ' toyota', model: 'HILUX ' }),
      hilux(44_000, { year: 2018, km: 40_000 }),
      hilux(48_000, { year: 2022, km: 120_000 }),
    ]);
    expect(estimate?.comparables).toBe(3);
  });
});
