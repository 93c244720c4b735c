import { describe, expect, it } from 'vitest';
import { carSlugQuery } from './car-slug-query';

describe('carSlugQuery', () => {
  it.each([
    [{ car: '2024-toyota-hilux-sr5-parramatta-t123' }, '2024-toyota-hilux-sr5-parramatta-t123'],
    [{}, null],
    [{ car: '' }, null],
    [{ car: ['a', 'b'] }, null],
    [{ car: '../admin' }, null],
    [{ car: '<script>' }, null],
    [{ car: 'Upper-Case' }, null],
    [{ car: 'a'.repeat(201) }, null],
  ])('%j -> %j', (query, slug) => {
    expect(carSlugQuery(query)).toBe(slug);
  });
});
