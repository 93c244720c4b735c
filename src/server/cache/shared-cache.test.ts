import defaultHandlerModule from 'next/dist/server/lib/cache-handlers/default.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisServerPath, startRedisServer, type TRedisServer } from '@tests/fixtures/redis-server';
import IncrementalCacheHandler from './incremental-cache-handler.mjs';
import { SharedCache } from './shared-cache.mjs';
import { createSharedUseCacheHandler, decodeEntry, encodeEntry } from './use-cache-handler.mjs';

const { createDefaultCacheHandler } = defaultHandlerModule as unknown as {
  createDefaultCacheHandler: (maxSize: number) => Parameters<typeof createSharedUseCacheHandler>[0]['memory'];
};

type TLogLine = { level: string; fields: Record<string, unknown>; msg: string };

/** One "server": its own tag record (as each process has), its own log, both caches over the one Redis. */
function server(url: string, prefix: string) {
  const lines: TLogLine[] = [];
  const shared = new SharedCache({
    url,
    prefix,
    manifest: new Map(),
    log: (level, fields, msg) => lines.push({ level, fields, msg }),
  });
  const useCache = createSharedUseCacheHandler({ shared, memory: createDefaultCacheHandler(1_000_000) });
  const pages = new IncrementalCacheHandler({
    flushToDisk: false,
    maxMemoryCacheSize: 1_000_000,
    revalidatedTags: [],
    shared,
  });
  return { shared, useCache, pages, lines };
}

function entry(text: string, tags: string[]) {
  return {
    value: new Response(text).body!,
    tags,
    stale: 300,
    timestamp: Date.now(),
    expire: 3600,
    revalidate: 900,
  };
}

async function textOf(found: { value: ReadableStream<Uint8Array> } | undefined) {
  return found ? new Response(found.value).text() : undefined;
}

const page = (html: string, tags: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(`rsc ${html}`),
  headers: { 'x-next-cache-tags': tags },
  status: 200,
  postponed: undefined,
  segmentData: new Map([['/_tree', Buffer.from('tree')]]),
});
const pageContext = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };

describe('the stored form of a use-cache entry', () => {
  it('gives back its fields and its bytes', () => {
    const stored = encodeEntry({ tags: ['car:1'], timestamp: 5 }, Buffer.from([1, 2, 3]));
    expect(decodeEntry(stored)).toEqual({
      fields: { tags: ['car:1'], timestamp: 5 },
      value: Buffer.from([1, 2, 3]),
    });
  });
});

describe.skipIf(!redisServerPath())('two servers sharing one Redis (CACHE_URL)', () => {
  let redis: TRedisServer;
  let a: ReturnType<typeof server>;
  let b: ReturnType<typeof server>;

  beforeAll(async () => {
    redis = await startRedisServer();
    const prefix = `test-${process.pid}:`;
    a = server(redis.url, prefix);
    b = server(redis.url, prefix);
  });
  afterAll(async () => {
    await a?.shared.close();
    await b?.shared.close();
    await redis?.stop();
  });

  it('serves on B the data A cached, until A revalidates one of its tags', async () => {
    await a.useCache.set('price-of-car-1', Promise.resolve(entry('$19,990', ['car:1', 'site:1'])));
    await b.useCache.refreshTags();
    expect(await textOf(await b.useCache.get('price-of-car-1', []))).toBe('$19,990');

    await a.useCache.updateTags(['car:1'], { expire: 0 });
    // B's record of tags is its own: it learns of the revalidation at its next request's refresh, not before.
    expect(b.shared.areTagsExpired(['car:1'], Date.now() - 1_000)).toBe(false);
    await b.useCache.refreshTags();
    expect(await b.useCache.get('price-of-car-1', [])).toBeUndefined();
    expect(await b.useCache.getExpiration(['car:1'])).toBeGreaterThan(0);
  });

  it('serves on B the page A rendered, and renders it again on B once A revalidates its tag', async () => {
    await a.pages.set('/sites/one/cars/ranger', page('<p>$41,990</p>', 'site:1,car:2'), {
      ...pageContext,
      cacheControl: { revalidate: 300, expire: 3600 },
    });
    const hit = await b.pages.get('/sites/one/cars/ranger', pageContext);
    expect(hit?.value).toMatchObject({ html: '<p>$41,990</p>', status: 200 });
    expect((hit?.value as { segmentData: Map<string, Buffer> }).segmentData.get('/_tree')?.toString()).toBe(
      'tree',
    );

    await a.pages.revalidateTag('car:2', { expire: 0 });
    expect(await b.pages.get('/sites/one/cars/ranger', pageContext)).toBeNull();
  });

  it('falls back to each server’s memory while Redis is down, says so once, and returns to Redis when it is back', async () => {
    await redis.stop();
    const started = performance.now();
    await b.useCache.set('while-down', Promise.resolve(entry('kept in memory', ['site:2'])));
    expect(await textOf(await b.useCache.get('while-down', []))).toBe('kept in memory');
    await b.pages.set('/sites/two', page('<p>two</p>', 'site:2'), {
      ...pageContext,
      cacheControl: { revalidate: 300 },
    });
    expect((await b.pages.get('/sites/two', pageContext))?.value).toMatchObject({ html: '<p>two</p>' });
    // Revalidated while down: applied here at once, and written to Redis once it is back.
    await b.pages.revalidateTag('site:2', { expire: 0 });
    expect(await b.useCache.get('while-down', [])).toBeUndefined();
    // No wait on a dead Redis: each call fails at once (no offline queue), not after a timeout.
    expect(performance.now() - started).toBeLessThan(1_000);
    const down = b.lines.filter((line) => line.fields.event === 'cache.shared.down');
    expect(down).toHaveLength(1);
    expect(down[0]).toMatchObject({ level: 'warn' });

    await redis.start();
    const deadline = Date.now() + 10_000;
    while (!(a.shared.up && b.shared.up) && Date.now() < deadline) {
      await Promise.all([a.useCache.refreshTags(), b.useCache.refreshTags()]);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(b.shared.up && a.shared.up).toBe(true);
    expect(b.lines.filter((line) => line.fields.event === 'cache.shared.up')).toHaveLength(1);
    // The revalidation made while Redis was down reached it: A, which never saw it, now does.
    await a.useCache.refreshTags();
    expect(a.shared.areTagsExpired(['site:2'], Date.now() - 60_000)).toBe(true);
    // And entries go to Redis again, for A to read.
    await b.useCache.set('after', Promise.resolve(entry('shared again', ['site:3'])));
    expect(await textOf(await a.useCache.get('after', []))).toBe('shared again');
  });
});
