import type { SharedCache } from './shared-cache.mjs';

export declare const USE_CACHE_MEMORY_BYTES: number;

type TEntry = {
  value: ReadableStream<Uint8Array>;
  tags: string[];
  stale: number;
  timestamp: number;
  expire: number;
  revalidate: number;
};

export type TUseCacheHandler = {
  get(cacheKey: string, softTags: string[]): Promise<TEntry | undefined>;
  set(cacheKey: string, pendingEntry: Promise<TEntry>): Promise<void>;
  refreshTags(): Promise<void>;
  getExpiration(tags: string[]): Promise<number>;
  updateTags(tags: string[], durations?: { expire?: number }): Promise<void>;
};

export declare function encodeEntry(fields: object, value: Buffer): Buffer;
export declare function decodeEntry(stored: Buffer): { fields: Record<string, unknown>; value: Buffer };
export declare function createSharedUseCacheHandler(parts: {
  shared: SharedCache;
  memory: TUseCacheHandler;
}): TUseCacheHandler;

declare const handler: TUseCacheHandler;
export default handler;
