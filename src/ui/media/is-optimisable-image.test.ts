import { describe, expect, it } from 'vitest';
import { isOptimisableImage } from './is-optimisable-image';

describe('isOptimisableImage', () => {
  it.each([
    ['/media/cars/suv-red-1.webp', true],
    ['https://images.example.com/t1001-1.jpg', false],
    ['http://127.0.0.1/media/x.webp', false],
    ['//evil.example/media/x.webp', false],
    ['/other/x.webp', false],
  ])('%s -> %s', (src, expected) => {
    expect(isOptimisableImage(src)).toBe(expected);
  });
});
