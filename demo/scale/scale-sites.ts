import { DEMO_SITES } from '../sites/demo-sites';
import type { TSiteSeed } from '../sites/types';
import { spreadCars } from './spread-cars';

/** Keeps random streams of copies apart from each other and from the three demo sites'. */
const SEED_STEP = 7919;

/**
 * `siteCount` sites with `carCount` cars between them (spreadCars), for scale benchmarks: the three demo
 * sites under their own slugs (so the demo users still sign in to them), then copies of them in turn with
 * the site's number after every slug and name ("sydney-motor-group-4", "Sydney Motor Group 4"), each with
 * its own random stream. No site keeps the demo's hand-picked variant cars: every car is random stock, so
 * the counts are exact.
 */
export function scaleSites(siteCount: number, carCount: number): TSiteSeed[] {
  const counts = spreadCars(siteCount, carCount);
  return counts.map((cars, i) => {
    const template = DEMO_SITES[i % DEMO_SITES.length]!;
    const copy = i >= DEMO_SITES.length;
    const suffix = (slug: string) => (copy ? `${slug}-${i + 1}` : slug);
    return {
      ...template,
      website: {
        ...template.website,
        slug: suffix(template.website.slug),
        name: copy ? `${template.website.name} ${i + 1}` : template.website.name,
      },
      seed: template.seed + i * SEED_STEP,
      primaryDealership: suffix(template.primaryDealership),
      dealerships: template.dealerships.map((d) => ({
        ...d,
        slug: suffix(d.slug),
        name: copy ? `${d.name} ${i + 1}` : d.name,
      })),
      stockLines: template.stockLines.map((line) => ({ ...line, dealership: suffix(line.dealership) })),
      carCount: cars,
      variantCars: () => [],
    };
  });
}
