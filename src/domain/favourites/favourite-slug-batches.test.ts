import { describe, expect, it } from 'vitest';
import { favouriteSlugBatches } from './favourite-slug-batches';

describe('favouriteSlugBatches', () => {
  it('sends 250 saved cars in three requests of at most 100', () => {
    const slugs = Array.from({ length: 250 }, (_, i) => `car-${i}`);
    const batches = favouriteSlugBatches(slugs);
    expect(batches.map((b) => b.length)).toEqual([100, 100, 50]);
    expect(batches.flat()).toEqual(slugs);
  });

  it('leaves out what is no car slug and sends repeats once', () => {
    expect(favouriteSlugBatches(['ok-1', 'Bad Slug', '<script>', '', 'ok-1', 'ok-2'])).toEqual([
      ['ok-1', 'ok-2'],
    ]);
  });

  it('makes no request for nothing', () => {
    expect(favouriteSlugBatches([])).toEqual([]);
  });
});
