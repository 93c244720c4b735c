// Next's incremental cache, as by default, with one change: optimised images are kept.
//
// With `experimental.isrFlushToDisk: false` (ADR 0010) Next's image optimiser caches nothing at all: it keeps
// optimised images only on disk, and only when ISR flushes to disk. Every request for /_next/image then resized
// and encoded the photo again (AVIF, the costliest), on every server, for every visitor whose browser had not cached
// it. This handler is Next's own file-system cache (pages and route handlers in memory, as before) and keeps optimised
// images in an LRU of their own, bounded by bytes, so a photo is encoded once per width and format per server.
// Loaded by Next at run time (next.config.ts `cacheHandler`), so plain JavaScript.
import FileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

/** How many bytes of optimised images one server keeps: about 1,500 car photos at a phone's and a desktop's width. */
export const IMAGE_CACHE_MAX_BYTES = 128 * 1024 * 1024;

/** A least-recently-used map bounded by the total size of what it holds. */
export class ByteBoundedLru {
  #entries = new Map();
  #bytes = 0;

  constructor(maxBytes) {
    this.maxBytes = maxBytes;
  }

  get bytes() {
    return this.#bytes;
  }

  get(key) {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key, value, size) {
    this.delete(key);
    if (size > this.maxBytes) return;
    this.#entries.set(key, { value, size });
    this.#bytes += size;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) break;
      this.#entries.delete(oldest);
      this.#bytes -= entry.size;
    }
  }

  delete(key) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.size;
  }
}

const IMAGE = 'IMAGE';
const images = new ByteBoundedLru(IMAGE_CACHE_MAX_BYTES);
const Base = FileSystemCache.default ?? FileSystemCache;

export default class IncrementalCacheHandler extends Base {
  async get(key, ctx) {
    if (ctx?.kind !== IMAGE) return super.get(key, ctx);
    return images.get(key) ?? null;
  }

  async set(key, data, ctx) {
    if (ctx?.kind !== IMAGE) return super.set(key, data, ctx);
    if (data?.kind !== IMAGE) return;
    images.set(key, { value: data, lastModified: Date.now() }, data.buffer.byteLength);
  }
}
