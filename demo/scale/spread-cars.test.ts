import { describe, expect, it } from 'vitest';
import { spreadCars } from './spread-cars';

describe('spreadCars', () => {
  it('shares the cars out exactly, a long tail of small sites and a few large ones', () => {
    const counts = spreadCars(100, 200_000);
    expect(counts).toHaveLength(100);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(200_000);
    expect(Math.min(...counts)).toBeGreaterThanOrEqual(150);
    // Weights 0.1 to 2 around a mean weight of about 0.73: a site holds at most about 2.7 times the mean.
    expect(Math.max(...counts)).toBeLessThanOrEqual(5_500);
    const sorted = [...counts].sort((a, b) => a - b);
    expect(sorted[50]!).toBeLessThan(2_000); // the median site is below the mean: a long tail
  });

  it('gives the same numbers for the same seed and copes with tiny sizes', () => {
    expect(spreadCars(3, 300)).toEqual(spreadCars(3, 300));
    expect(spreadCars(3, 300)).not.toEqual(spreadCars(3, 300, 46));
    expect(spreadCars(3, 300).reduce((a, b) => a + b, 0)).toBe(300);
    expect(spreadCars(5, 0)).toEqual([0, 0, 0, 0, 0]);
    expect(spreadCars(0, 10)).toEqual([]);
  });
});
