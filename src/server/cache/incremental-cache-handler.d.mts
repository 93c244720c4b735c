export declare const IMAGE_CACHE_MAX_BYTES: number;

export declare class ByteBoundedLru<T> {
  constructor(maxBytes: number);
  readonly maxBytes: number;
  readonly bytes: number;
  get(key: string): T | undefined;
  set(key: string, value: T, size: number): void;
  delete(key: string): void;
}

type TCacheContext = { kind: string; [key: string]: unknown };

export default class IncrementalCacheHandler {
  constructor(ctx: {
    flushToDisk?: boolean;
    maxMemoryCacheSize?: number;
    serverDistDir?: string;
    revalidatedTags?: string[];
  });
  get(key: string, ctx: TCacheContext): Promise<{ value: unknown; lastModified?: number } | null>;
  set(key: string, data: unknown, ctx: TCacheContext): Promise<void>;
}
