import { describe, expect, it } from 'vitest';
import { buildCarSlug } from './build-car-slug';

describe('buildCarSlug', () => {
  it.each([
    [{ badge: 'GXL Hybrid', stocknum: 'N100' }, '2023-toyota-rav4-gxl-hybrid-north-n100'],
    [{ badge: null, stocknum: 'N100' }, '2023-toyota-rav4-north-n100'],
    [{ badge: 'Série 1 / 4×4', stocknum: '#A/12' }, '2023-toyota-rav4-serie-1-4-4-north-a-12'],
  ])('builds a lower-kebab ASCII slug from %o', (parts, slug) => {
    expect(
      buildCarSlug({ year: 2023, make: 'Toyota', model: 'RAV4', dealershipSlug: 'north', ...parts }),
    ).toBe(slug);
  });
});
