// The shared cache (issue 45): one Redis that every server's two Next caches (pages, and 'use cache' data) read and
// write, and the tags revalidated on any server. Loaded by Next at run time beside the cache handlers, so plain
// JavaScript. Without CACHE_URL nothing here is made and each server keeps its in-process caches, as before.
//
// Redis is a cache, never a dependency: while it cannot answer (down, restarting, a command past its timeout) every
// read and write goes to the in-process cache instead, one log line says so, and another when Redis is back.
import Redis from 'ioredis';
import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js';

/** Next's in-process record of revalidated tags, which its own page and data caches check (module shared with it). */
const { tagsManifest } = tagsManifestModule;

/** How long a command may take before this server serves from its own memory instead (loopback answers in <1 ms). */
export const COMMAND_TIMEOUT_MS = 500;
/** The longest an entry stays in Redis: bounds what a lost tag record (evicted, flushed) could leave stale. */
export const MAX_ENTRY_TTL_SECONDS = 24 * 60 * 60;
/** Tag updates kept while Redis is down, written when it is back (a server revalidating more is rebuilding). */
const MAX_PENDING_TAG_UPDATES = 10_000;

const LOGGER = Symbol.for('forecourt.cache.logger');

/**
 * The log line of the cache: the server's pino logger, which instrumentation.ts registers (the handlers load outside
 * the bundle and cannot import it), else a JSON line of the same shape on stdout.
 */
export function cacheLog(level, fields, msg) {
  const logger = globalThis[LOGGER];
  if (logger) return logger[level](fields, msg);
  process.stdout.write(`${JSON.stringify({ level, time: new Date().toISOString(), ...fields, msg })}\n`);
}

/** Makes `logger` (pino's: info, warn…) the cache's log. */
export function setCacheLogger(logger) {
  globalThis[LOGGER] = logger;
}

// Writes a batch of tag records and gives each the next number of one counter, in one step, so a server that read
// up to number N has seen every update numbered N or less (two servers' separate INCR and ZADD could interleave).
const WRITE_TAGS_SCRIPT = `
for i = 1, #ARGV, 2 do
  local seq = redis.call('INCR', KEYS[3])
  redis.call('HSET', KEYS[1], ARGV[i], ARGV[i + 1])
  redis.call('ZADD', KEYS[2], seq, ARGV[i])
end
return 1`;

/** A tag record as Next keeps it: when it went stale and when it expired (epoch ms), each optional. */
function tagRecord(existing, now, durations) {
  if (!durations) return { ...existing, expired: now };
  const record = { ...existing, stale: now };
  if (durations.expire !== undefined) record.expired = now + durations.expire * 1000;
  return record;
}

/** Keeps the later of each time, so an older record read from Redis never undoes a newer one of this server's. */
function mergeRecord(local, remote) {
  const merged = { ...local };
  for (const field of ['stale', 'expired']) {
    if (typeof remote[field] === 'number' && !(merged[field] >= remote[field])) merged[field] = remote[field];
  }
  return merged;
}

export class SharedCache {
  #down = false;
  #lastSeq = 0;
  #refreshing = null;
  #pendingTags = new Map();
  #firstConnect;

  /**
   * @param {{ url: string; prefix?: string; manifest?: Map<string, { stale?: number; expired?: number }>;
   *   log?: typeof cacheLog }} options
   */
  constructor({ url, prefix = 'forecourt:', manifest = tagsManifest, log = cacheLog }) {
    this.prefix = prefix;
    this.manifest = manifest;
    this.log = log;
    this.keys = { tags: `${prefix}tags`, log: `${prefix}tags:log`, seq: `${prefix}tags:seq` };
    this.redis = new Redis(url, {
      // Fail at once while disconnected (no queue to wait in), never retry a command: the caller falls back.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: COMMAND_TIMEOUT_MS,
      connectTimeout: 1000,
      // Keep trying in the background, at most every 2 s, for as long as the server runs.
      retryStrategy: (times) => Math.min(times * 200, 2000),
    });
    this.redis.defineCommand('writeTags', { numberOfKeys: 3, lua: WRITE_TAGS_SCRIPT });
    // ioredis reports each failed reconnect as an error: the state change is logged once, in #noteDown.
    this.redis.on('error', () => {});
    this.redis.on('close', () => this.#noteDown());
    // The first requests wait for the first connection (at most connectTimeout), not fall back while it is made.
    this.#firstConnect = new Promise((resolve) => {
      this.redis.once('ready', resolve);
      this.redis.once('end', resolve);
      setTimeout(resolve, 1500).unref();
    });
  }

  /** Whether the last command reached Redis (false from a failure until the next command that succeeds). */
  get up() {
    return !this.#down && this.redis.status === 'ready';
  }

  key(...parts) {
    return this.prefix + parts.join(':');
  }

  /** Runs `command` on Redis, or `fallback` when Redis cannot answer; never throws Redis's errors. */
  async attempt(command, fallback) {
    if (this.#firstConnect) {
      await this.#firstConnect;
      this.#firstConnect = null;
    }
    if (this.redis.status !== 'ready') {
      this.#noteDown();
      return fallback();
    }
    let result;
    try {
      result = await command(this.redis);
    } catch (error) {
      this.#noteDown(error);
      return fallback();
    }
    if (this.#down) await this.#noteUp();
    return result;
  }

  #noteDown(error) {
    if (this.#down) return;
    this.#down = true;
    this.log(
      'warn',
      {
        event: 'cache.shared.down',
        err: error instanceof Error ? { type: error.name, message: error.message } : undefined,
      },
      'Shared cache (Redis) unreachable: this server serves from its in-process cache until it is back',
    );
  }

  async #noteUp() {
    this.#down = false;
    // Tags revalidated elsewhere while this server could not read them: read them all again.
    this.#lastSeq = 0;
    this.log('info', { event: 'cache.shared.up' }, 'Shared cache (Redis) reachable again');
    const pending = [...this.#pendingTags];
    this.#pendingTags.clear();
    if (pending.length === 0) return;
    try {
      await this.#writeTags(pending);
    } catch (error) {
      // Down again already: kept for the next time it is back (newer records of the same tags win).
      for (const [tag, record] of pending)
        if (!this.#pendingTags.has(tag)) this.#pendingTags.set(tag, record);
      this.#noteDown(error);
    }
  }

  /**
   * Brings the tags revalidated on any server into Next's in-process record, which its caches check before serving
   * an entry. Once per request: reads only the updates numbered after the last one this server read.
   */
  refreshTags() {
    this.#refreshing ??= this.attempt(
      (redis) => this.#readTagUpdates(redis),
      () => undefined,
    ).finally(() => {
      this.#refreshing = null;
    });
    return this.#refreshing;
  }

  async #readTagUpdates(redis) {
    const results = await redis
      .pipeline()
      .get(this.keys.seq)
      .zrangebyscore(this.keys.log, `(${this.#lastSeq}`, '+inf', 'WITHSCORES')
      .exec();
    for (const [error] of results) if (error) throw error;
    const seq = Number(results[0][1] ?? 0);
    // The counter went back (Redis flushed, or evicted it): everything is new again.
    if (seq < this.#lastSeq) {
      this.#lastSeq = 0;
      return this.#readTagUpdates(redis);
    }
    const pairs = results[1][1];
    if (pairs.length === 0) return;
    const tags = pairs.filter((_, i) => i % 2 === 0);
    const records = await redis.hmget(this.keys.tags, ...tags);
    tags.forEach((tag, i) => {
      if (!records[i]) return;
      this.manifest.set(tag, mergeRecord(this.manifest.get(tag) ?? {}, JSON.parse(records[i])));
    });
    this.#lastSeq = Math.max(this.#lastSeq, Number(pairs[pairs.length - 1]));
  }

  /**
   * Marks `tags` revalidated here (Next's rule: stale now, and expired after `durations.expire` seconds, or now
   * without durations) and for every server through Redis; kept to write later while Redis is down.
   */
  async updateTags(tags, durations) {
    const now = Date.now();
    const entries = tags.map((tag) => {
      const record = tagRecord(this.manifest.get(tag) ?? {}, now, durations);
      this.manifest.set(tag, record);
      return [tag, record];
    });
    await this.attempt(
      () => this.#writeTags(entries),
      () => {
        for (const [tag, record] of entries) {
          this.#pendingTags.delete(tag);
          if (this.#pendingTags.size < MAX_PENDING_TAG_UPDATES) this.#pendingTags.set(tag, record);
        }
      },
    );
  }

  async #writeTags(entries) {
    const args = entries.flatMap(([tag, record]) => [tag, JSON.stringify(record)]);
    await this.redis.writeTags(this.keys.tags, this.keys.log, this.keys.seq, ...args);
  }

  /** Whether a tag of an entry made at `timestamp` expired since (Next's rule, over this cache's record). */
  areTagsExpired(tags, timestamp) {
    const now = Date.now();
    return tags.some((tag) => {
      const expired = this.manifest.get(tag)?.expired;
      return typeof expired === 'number' && expired <= now && expired > timestamp;
    });
  }

  /** Whether a tag of an entry made at `timestamp` went stale since: served once more while it is made again. */
  areTagsStale(tags, timestamp) {
    return tags.some((tag) => (this.manifest.get(tag)?.stale ?? 0) > timestamp);
  }

  /** The latest `expired` time of `tags` on this server's record (0 when none), as Next's default handler reads it. */
  expirationOf(tags) {
    return Math.max(0, ...tags.map((tag) => this.manifest.get(tag)?.expired ?? 0));
  }

  /** Closes the connection (tests; a server's ends with its process). */
  async close() {
    this.redis.disconnect();
  }
}

let shared;

/** This process's shared cache when CACHE_URL names a Redis, else null (made on first use, one per process). */
export function getSharedCache() {
  // Read here, not through src/env.ts, which this plain-JavaScript file cannot import; env.ts validates it at start.
  const url = process.env.CACHE_URL?.trim();
  if (!url) return null;
  shared ??= new SharedCache({ url });
  return shared;
}
