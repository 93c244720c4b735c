import { describe, expect, it } from 'vitest';
import IncrementalCacheHandler, { createImageCache } from './incremental-cache-handler.mjs';

describe('the optimised images cache', () => {
  const image = (bytes: number) => ({
    value: { kind: 'IMAGE' as const, buffer: Buffer.alloc(bytes) },
    lastModified: 0,
  });

  it('drops the least recently used images once over its bytes, and keeps none bigger than itself', () => {
    const images = createImageCache(10);
    images.set('a', image(4));
    images.set('b', image(4));
    expect(images.get('a')).toBeDefined(); // a is now the most recently used
    images.set('c', image(4));
    expect(images.get('b')).toBeUndefined();
    expect(images.get('a')).toBeDefined();
    expect(images.calculatedSize).toBe(8);
    images.set('big', image(11));
    expect(images.get('big')).toBeUndefined();
  });
});

describe('IncrementalCacheHandler', () => {
  const handler = () =>
    new IncrementalCacheHandler({
      flushToDisk: false,
      maxMemoryCacheSize: 1_000_000,
      revalidatedTags: [],
      shared: null,
    });
  const image = {
    kind: 'IMAGE',
    buffer: Buffer.alloc(1_000),
    etag: 'e1',
    extension: 'avif',
    upstreamEtag: 'u1',
  };

  it('keeps an optimised image, which Next keeps nowhere while ISR stays in memory', async () => {
    const cache = handler();
    expect(await cache.get('photo-640-avif', { kind: 'IMAGE' })).toBeNull();
    await cache.set('photo-640-avif', image, { kind: 'IMAGE', cacheControl: { revalidate: 31_536_000 } });
    const hit = await cache.get('photo-640-avif', { kind: 'IMAGE' });
    expect(hit?.value).toBe(image);
    expect(hit?.lastModified).toEqual(expect.any(Number));
  });

  it('leaves pages to Next’s own cache, in memory', async () => {
    const cache = handler();
    const page = { kind: 'APP_PAGE', html: '<p>hi</p>', headers: {}, status: 200, postponed: undefined };
    await cache.set('/cars/one', page, { kind: 'APP_PAGE', cacheControl: { revalidate: false } });
    expect((await cache.get('/cars/one', { kind: 'APP_PAGE' }))?.value).toBe(page);
    expect(await cache.get('/cars/one', { kind: 'IMAGE' })).toBeNull();
  });
});
