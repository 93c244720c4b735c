type TTagRecord = { stale?: number; expired?: number };
type TLevel = 'info' | 'warn' | 'error';

export declare const COMMAND_TIMEOUT_MS: number;
export declare const MAX_ENTRY_TTL_SECONDS: number;

export declare function cacheLog(level: TLevel, fields: Record<string, unknown>, msg: string): void;
export declare function setCacheLogger(logger: Record<TLevel, (fields: object, msg: string) => void>): void;

export declare class SharedCache {
  constructor(options: {
    url: string;
    prefix?: string;
    manifest?: Map<string, TTagRecord>;
    log?: (level: TLevel, fields: Record<string, unknown>, msg: string) => void;
  });
  readonly up: boolean;
  readonly prefix: string;
  key(...parts: string[]): string;
  attempt<T, F>(
    command: (redis: import('ioredis').Redis) => Promise<T>,
    fallback: () => F | Promise<F>,
  ): Promise<T | F>;
  refreshTags(): Promise<void>;
  updateTags(tags: string[], durations?: { expire?: number }): Promise<void>;
  areTagsExpired(tags: string[], timestamp: number): boolean;
  areTagsStale(tags: string[], timestamp: number): boolean;
  expirationOf(tags: string[]): number;
  close(): Promise<void>;
}

export declare function getSharedCache(): SharedCache | null;
