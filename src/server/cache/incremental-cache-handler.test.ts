import { describe, expect, it } from 'vitest';
import IncrementalCacheHandler, { ByteBoundedLru } from './incremental-cache-handler.mjs';

describe('ByteBoundedLru', () => {
  it('drops the least recently used entries once over its bytes', () => {
    const lru = new ByteBoundedLru<string>(10);
    lru.set('a', 'A', 4);
    lru.set('b', 'B', 4);
    expect(lru.get('a')).toBe('A'); // a is now the most recently used
    lru.set('c', 'C', 4);
    expect(lru.get('b')).toBeUndefined();
    expect(lru.get('a')).toBe('A');
    expect(lru.get('c')).toBe('C');
    expect(lru.bytes).toBe(8);
  });

  it('keeps nothing bigger than itself, and a replaced entry counts once', () => {
    const lru = new ByteBoundedLru<string>(10);
    lru.set('big', 'B', 11);
    expect(lru.get('big')).toBeUndefined();
    lru.set('a', 'A', 6);
    lru.set('a', 'A2', 6);
    expect(lru.get('a')).toBe('A2');
    expect(lru.bytes).toBe(6);
  });
});

describe('IncrementalCacheHandler', () => {
  const handler = () =>
    new IncrementalCacheHandler({ flushToDisk: false, maxMemoryCacheSize: 1_000_000, revalidatedTags: [] });
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
