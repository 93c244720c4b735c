import { describe, expect, it } from 'vitest';
import { DEMO_SITES } from '../sites/demo-sites';
import { scaleSites } from './scale-sites';

describe('scaleSites', () => {
  const sites = scaleSites(7, 7_000);

  it('keeps the demo sites first, then numbered copies with unique slugs', () => {
    expect(sites.slice(0, 3).map((s) => s.website.slug)).toEqual(DEMO_SITES.map((s) => s.website.slug));
    expect(sites[3]!.website.slug).toBe(`${DEMO_SITES[0]!.website.slug}-4`);
    expect(sites[3]!.website.name).toBe(`${DEMO_SITES[0]!.website.name} 4`);
    const slugs = sites.map((s) => s.website.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    const dealerships = sites.flatMap((s) => s.dealerships.map((d) => d.slug));
    expect(new Set(dealerships).size).toBe(dealerships.length);
  });

  it('points every stock line and the primary dealership at the copy’s own dealerships', () => {
    for (const site of sites) {
      const own = new Set(site.dealerships.map((d) => d.slug));
      expect(own.has(site.primaryDealership)).toBe(true);
      for (const line of site.stockLines) expect(own.has(line.dealership)).toBe(true);
    }
  });

  it('shares the cars exactly, with no fixed variant cars, and a random stream per site', () => {
    expect(sites.reduce((n, s) => n + s.carCount, 0)).toBe(7_000);
    expect(sites.every((s) => s.variantCars(2026).length === 0)).toBe(true);
    expect(new Set(sites.map((s) => s.seed)).size).toBe(sites.length);
  });
});
