// Next's incremental cache (pages and route handlers, next.config.ts `cacheHandler`), with two changes.
//
// Optimised images are kept. With `experimental.isrFlushToDisk: false` (ADR 0010) Next's image optimiser caches
// nothing at all: it keeps optimised images only on disk, and only when ISR flushes to disk. Every request for
// /_next/image then resized and encoded the photo again. Here they go to an LRU of their own, bounded by bytes, so a
// photo is encoded once per width and format per server (ADR 0033).
//
// Pages are shared when CACHE_URL names a Redis (issue 45): rendered pages live there for every server, checked
// against the tags revalidated on any server, and while Redis cannot answer this server keeps them in Next's own
// memory LRU (bounded by cacheMaxMemorySize), as without Redis.
// Loaded by Next at run time, so plain JavaScript.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import v8 from 'node:v8';
import { LRUCache } from 'lru-cache';
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { getSharedCache, MAX_ENTRY_TTL_SECONDS } from './shared-cache.mjs';

/** How many bytes of optimised images one server keeps: about 1,500 car photos at a phone's and a desktop's width. */
export const IMAGE_CACHE_MAX_BYTES = 128 * 1024 * 1024;

const IMAGE = 'IMAGE';
/** Next's header of a page's tags, its own and those of the 'use cache' data it used. */
const CACHE_TAGS_HEADER = 'x-next-cache-tags';

/** Optimised images, least recently used out first once their encoded bytes pass `maxBytes`. */
export function createImageCache(maxBytes = IMAGE_CACHE_MAX_BYTES) {
  return new LRUCache({
    maxSize: maxBytes,
    sizeCalculation: (entry) => Math.max(1, entry.value.buffer.byteLength),
  });
}

const images = createImageCache();
const Base = FileSystemCache.default ?? FileSystemCache;

/** The build a server runs: pages of another build (another release on the same Redis) are never served. */
function buildIdOf(serverDistDir) {
  if (!serverDistDir) return 'dev';
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'dev';
  }
}

/** How long Redis keeps a page: its expire time when it has one, at most MAX_ENTRY_TTL_SECONDS. */
function ttlSecondsOf(cacheControl) {
  const expire = cacheControl?.expire;
  return typeof expire === 'number' && expire > 0
    ? Math.min(expire, MAX_ENTRY_TTL_SECONDS)
    : MAX_ENTRY_TTL_SECONDS;
}

export default class IncrementalCacheHandler extends Base {
  constructor(ctx) {
    super(ctx);
    this.shared = ctx.shared === undefined ? getSharedCache() : ctx.shared;
    this.pagePrefix = this.shared?.key('page', buildIdOf(ctx.serverDistDir), '');
  }

  async get(key, ctx) {
    if (ctx?.kind === IMAGE) return images.get(key) ?? null;
    if (!this.shared) return super.get(key, ctx);
    // A page request reads this cache before any 'use cache' data: the tags revalidated elsewhere, first.
    await this.shared.refreshTags();
    return this.shared.attempt(
      async (redis) => {
        const stored = await redis.getBuffer(this.pagePrefix + key);
        // Not in Redis: the build's own pages are on disk, which Next's cache reads (and checks, as below).
        if (!stored) return super.get(key, ctx);
        const entry = v8.deserialize(stored);
        // As Next's own cache does: a page whose tags expired after it was rendered is a miss, rendered again.
        const tags = entry.value?.headers?.[CACHE_TAGS_HEADER];
        if (typeof tags === 'string' && this.shared.areTagsExpired(tags.split(','), entry.lastModified))
          return null;
        return entry;
      },
      () => super.get(key, ctx),
    );
  }

  async set(key, data, ctx) {
    if (ctx?.kind === IMAGE) {
      if (data?.kind === IMAGE) images.set(key, { value: data, lastModified: Date.now() });
      return;
    }
    if (!this.shared || !data) return super.set(key, data, ctx);
    const cacheControl = ctx?.fetchCache ? undefined : ctx?.cacheControl;
    const entry = { value: data, lastModified: Date.now(), cacheControl };
    await this.shared.attempt(
      (redis) => redis.set(this.pagePrefix + key, v8.serialize(entry), 'EX', ttlSecondsOf(cacheControl)),
      () => super.set(key, data, ctx),
    );
  }

  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    const list = typeof tags === 'string' ? [tags] : tags;
    if (this.shared && list.length > 0) await this.shared.updateTags(list, durations);
  }
}
