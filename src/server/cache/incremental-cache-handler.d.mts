import type { LRUCache } from 'lru-cache';
import type { SharedCache } from './shared-cache.mjs';

export declare const IMAGE_CACHE_MAX_BYTES: number;

type TImageEntry = { value: { kind: 'IMAGE'; buffer: Buffer }; lastModified: number };

export declare function createImageCache(maxBytes?: number): LRUCache<string, TImageEntry>;

type TCacheContext = { kind: string; [key: string]: unknown };

export default class IncrementalCacheHandler {
  constructor(ctx: {
    flushToDisk?: boolean;
    maxMemoryCacheSize?: number;
    serverDistDir?: string;
    revalidatedTags?: string[];
    /** The shared cache to use; by default the process's (CACHE_URL), null for none. */
    shared?: SharedCache | null;
  });
  get(key: string, ctx: TCacheContext): Promise<{ value: unknown; lastModified?: number } | null>;
  set(key: string, data: unknown, ctx: TCacheContext): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
}
