import { describe, expect, it } from 'vitest';
import { modelImageUrl } from './model-image-url';

describe('modelImageUrl', () => {
  it.each([
    [{ url: '/media/a.webp', thumb: null }, '/media/a.webp'],
    [{ url: null, thumb: '/media/t.webp' }, '/media/t.webp'],
    [{ url: null, thumb: { url: '/media/o.webp' } }, '/media/o.webp'],
    [{ url: null, thumb: { url: null } }, null],
    [{ url: null, thumb: '' }, null],
    [{ url: null, thumb: null }, null],
    [null, null],
  ])('%j -> %s', (image, expected) => {
    expect(modelImageUrl(image)).toBe(expected);
  });
});
