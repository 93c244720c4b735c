import { describe, expect, it } from 'vitest';
import { mediaContentType, resolveMediaKey } from './resolve-media-key';

describe('resolveMediaKey', () => {
  it('names an image inside the media store', () => {
    expect(resolveMediaKey(['cars', 'suv-red-1.webp'])).toEqual({
      key: 'cars/suv-red-1.webp',
      type: 'image/webp',
    });
  });

  it.each([
    [['..', 'pglite', 'PG_VERSION']],
    [['cars', '..', '..', 'secret.webp']],
    [['.hidden.webp']],
    [['cars', '']],
    [['cars\\..\\x.webp']],
    [['cars/../../x.webp']],
    [['notes.txt']],
    [[]],
  ])('refuses %j', (segments) => {
    expect(resolveMediaKey(segments)).toBeNull();
  });
});

describe('mediaContentType', () => {
  it.each([
    ['sites/1/icon.PNG', 'image/png'],
    ['logos/x.svg', 'image/svg+xml'],
    ['x.bin', 'application/octet-stream'],
  ])('%s is %s', (key, type) => {
    expect(mediaContentType(key)).toBe(type);
  });
});
