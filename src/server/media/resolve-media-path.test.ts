import { describe, expect, it } from 'vitest';
import { resolveMediaPath } from './resolve-media-path';

describe('resolveMediaPath', () => {
  it('resolves an image inside the media folder', () => {
    expect(resolveMediaPath('/data/media', ['cars', 'suv-red-1.webp'])).toEqual({
      file: '/data/media/cars/suv-red-1.webp',
      type: 'image/webp',
    });
  });

  it.each([
    [['..', 'pglite', 'PG_VERSION']],
    [['cars', '..', '..', 'secret.webp']],
    [['.hidden.webp']],
    [['cars', '']],
    [['cars\\..\\x.webp']],
    [['notes.txt']],
    [[]],
  ])('refuses %j', (segments) => {
    expect(resolveMediaPath('/data/media', segments)).toBeNull();
  });
});
