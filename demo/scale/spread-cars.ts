import { createRandom } from '../random';

/**
 * How `carCount` cars are shared among `siteCount` sites, as dealers are: a long tail of small sites and a few
 * large groups (each weight 0.1 + r² × 1.9 around a mean weight of about 0.73: from a seventh to 2.7 times the mean), the same numbers for the same
 * seed, summing to `carCount` exactly (the rounding left over goes to the last site).
 */
export function spreadCars(siteCount: number, carCount: number, seed = 45): number[] {
  if (siteCount <= 0) return [];
  const random = createRandom(seed);
  const weights = Array.from({ length: siteCount }, () => 0.1 + random.next() ** 2 * 1.9);
  const total = weights.reduce((a, b) => a + b, 0);
  const counts = weights.map((w) => Math.floor((w / total) * carCount));
  counts[siteCount - 1]! += carCount - counts.reduce((a, b) => a + b, 0);
  return counts;
}
