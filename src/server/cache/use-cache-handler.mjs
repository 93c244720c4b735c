// The 'use cache' handler (next.config.ts `cacheHandlers.default`): Next's own in-memory handler, bounded, unless
// CACHE_URL names a Redis; then entries live in Redis for every server, tags revalidated on one server are seen by
// the others on their next request, and while Redis cannot answer this server uses the in-memory handler.
// Loaded by Next at run time, so plain JavaScript. The interface: node_modules/next/dist/server/lib/cache-handlers/
// types.d.ts (get, set, refreshTags, getExpiration, updateTags).
import defaultHandlerModule from 'next/dist/server/lib/cache-handlers/default.js';
import { getSharedCache, MAX_ENTRY_TTL_SECONDS } from './shared-cache.mjs';

const { createDefaultCacheHandler } = defaultHandlerModule;

/** The in-process 'use cache' entries, by the bytes of their values: Next's default size (cacheMaxMemorySize). */
export const USE_CACHE_MEMORY_BYTES = 50 * 1024 * 1024;

/** One stored entry: a 4-byte length, the entry's fields as JSON, then its value's bytes. */
export function encodeEntry(fields, value) {
  const json = Buffer.from(JSON.stringify(fields));
  const length = Buffer.alloc(4);
  length.writeUInt32BE(json.byteLength);
  return Buffer.concat([length, json, value]);
}

export function decodeEntry(stored) {
  const length = stored.readUInt32BE(0);
  return {
    fields: JSON.parse(stored.subarray(4, 4 + length).toString()),
    value: stored.subarray(4 + length),
  };
}

function streamOf(buffer) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(new Uint8Array(buffer));
      controller.close();
    },
  });
}

async function bufferOf(stream) {
  return Buffer.from(await new Response(stream).arrayBuffer());
}

/**
 * A handler over `shared` (a SharedCache) with `memory` (Next's default handler) for when Redis cannot answer.
 * @param {{ shared: import('./shared-cache.mjs').SharedCache; memory: ReturnType<typeof createDefaultCacheHandler> }} parts
 */
export function createSharedUseCacheHandler({ shared, memory }) {
  // A get for a key whose set is under way waits for it (the interface's rule), as Next's handler does.
  const pendingSets = new Map();
  const entryKey = (cacheKey) => shared.key('use-cache', cacheKey);

  return {
    async get(cacheKey, softTags) {
      await pendingSets.get(cacheKey);
      return shared.attempt(
        async (redis) => {
          const stored = await redis.getBuffer(entryKey(cacheKey));
          if (!stored) return undefined;
          const { fields, value } = decodeEntry(stored);
          // Next's default handler drops an entry past its revalidate time in production, and so does this one.
          if (Date.now() > fields.timestamp + fields.revalidate * 1000) return undefined;
          if (shared.areTagsExpired(fields.tags, fields.timestamp)) return undefined;
          const revalidate = shared.areTagsStale(fields.tags, fields.timestamp) ? -1 : fields.revalidate;
          return { ...fields, revalidate, value: streamOf(value) };
        },
        () => memory.get(cacheKey, softTags),
      );
    },

    async set(cacheKey, pendingEntry) {
      let done;
      pendingSets.set(cacheKey, new Promise((resolve) => (done = resolve)));
      try {
        const entry = await pendingEntry;
        // expire 0 is a dynamic entry: Next renders it again on every read, so it is never stored (as by default).
        if (entry.expire === 0) return;
        const value = await bufferOf(entry.value);
        const fields = { ...entry };
        delete fields.value;
        const ttlSeconds = Math.max(1, Math.min(fields.revalidate, fields.expire, MAX_ENTRY_TTL_SECONDS));
        await shared.attempt(
          (redis) => redis.set(entryKey(cacheKey), encodeEntry(fields, value), 'EX', Math.ceil(ttlSeconds)),
          () => memory.set(cacheKey, Promise.resolve({ ...fields, value: streamOf(value) })),
        );
      } catch {
        // A stream that errored leaves no entry: the next read renders again.
      } finally {
        done();
        pendingSets.delete(cacheKey);
      }
    },

    refreshTags: () => shared.refreshTags(),

    async getExpiration(tags) {
      return shared.expirationOf(tags);
    },

    updateTags: (tags, durations) => shared.updateTags(tags, durations),
  };
}

const memory = createDefaultCacheHandler(USE_CACHE_MEMORY_BYTES);
const shared = getSharedCache();

export default shared ? createSharedUseCacheHandler({ shared, memory }) : memory;
