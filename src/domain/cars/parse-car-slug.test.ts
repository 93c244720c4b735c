import { describe, expect, it } from 'vitest';
import { carSlugFromPath, parseCarSlug, slugWords } from './parse-car-slug';

describe('slugWords', () => {
  it.each([
    ['CX-30', ['cx', '30']],
    ['Série 1 / 4×4', ['serie', '1', '4', '4']],
    ['  LandCruiser Prado ', ['landcruiser', 'prado']],
    ['', []],
    ['---', []],
  ])('%j -> %j', (text, words) => {
    expect(slugWords(text)).toEqual(words);
  });

  it('reads at most 16 words of at most 200 characters', () => {
    expect(slugWords('a-'.repeat(50))).toHaveLength(16);
    expect(slugWords('x'.repeat(500))).toEqual(['x'.repeat(200)]);
  });
});

describe('parseCarSlug', () => {
  it.each([
    [
      '2025-mazda-cx-30-g20-pure-penrith-m68958',
      { year: 2025, words: ['mazda', 'cx', '30', 'g20', 'pure', 'penrith', 'm68958'] },
    ],
    ['1900-ford-model-t', { year: 1900, words: ['ford', 'model', 't'] }],
    ['2100-future-car', { year: 2100, words: ['future', 'car'] }],
    ['1899-benz', { year: null, words: ['1899', 'benz'] }],
    ['2101-benz', { year: null, words: ['2101', 'benz'] }],
    ['peugeot-2008-gt', { year: null, words: ['peugeot', '2008', 'gt'] }],
    ['2024-peugeot-2008-gt', { year: 2024, words: ['peugeot', '2008', 'gt'] }],
    ['202-kia', { year: null, words: ['202', 'kia'] }],
    ['hilux', { year: null, words: ['hilux'] }],
    ['', { year: null, words: [] }],
  ])('%s', (slug, parsed) => {
    expect(parseCarSlug(slug)).toEqual(parsed);
  });
});

describe('carSlugFromPath', () => {
  it.each([
    ['/cars/2025-mazda-cx-30-g20', '2025-mazda-cx-30-g20'],
    ['/cars/2025-mazda-cx-30/checkout', '2025-mazda-cx-30'],
    ['/cars/s%C3%A9rie-1', 'série-1'],
    ['/cars/bad%E0%A4%A', 'bad%E0%A4%A'],
    ['/cars/', ''],
    ['/contact', ''],
    ['', ''],
  ])('%s -> %s', (path, slug) => {
    expect(carSlugFromPath(path)).toBe(slug);
  });
});
