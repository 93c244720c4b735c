import { describe, expect, it } from 'vitest';
import { createRandom } from './random';

describe('createRandom', () => {
  it('gives the same sequence for the same seed and another for another seed', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, createRandom(seed).next);
    expect(draw(42)).toEqual(draw(42));
    expect(draw(42)).not.toEqual(draw(43));
  });

  it('keeps integers within their bounds, both included', () => {
    const random = createRandom(7);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(1, 3)));
    expect([...seen].sort()).toEqual([1, 2, 3]);
  });

  it('samples distinct items', () => {
    const picked = createRandom(1).sample(['a', 'b', 'c', 'd', 'e'], 3);
    expect(new Set(picked).size).toBe(3);
  });

  it('never picks an item of zero weight', () => {
    const random = createRandom(9);
    const picks = Array.from({ length: 300 }, () =>
      random.weighted([
        ['x', 1],
        ['never', 0],
      ] as const),
    );
    expect(picks).not.toContain('never');
  });
});
