import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { rateLimits } from '@/server/db/schema';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { createRateLimiter } from './rate-limiter';

let handle: TDbHandle;

beforeAll(async () => {
  handle = await createTestDb();
}, 60_000);
afterAll(() => handle.close());

const rule = { limit: 3, windowMs: 60_000 };
/** Two app servers: each its own limiter object, both on this test's database. */
const twoServers = (name: string) =>
  [
    createRateLimiter(name, rule, async () => handle),
    createRateLimiter(name, rule, async () => handle),
  ] as const;

describe('rate limits on the app’s database', () => {
  it('on PostgreSQL, are one allowance across app servers, kept in rate_limits', async () => {
    if (handle.kind !== 'postgres') return;
    const [one, two] = twoServers('lead-post');
    const answers = [await one('1:203.0.113.9'), await two('1:203.0.113.9'), await one('1:203.0.113.9')];
    expect(answers).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(await two('1:203.0.113.9')).toEqual({ ok: false, retryAfterSeconds: 60 });
    expect(await one('1:198.51.100.7')).toEqual({ ok: true });
    const rows = await handle.db.select().from(rateLimits);
    expect(rows.map((r) => [r.key, r.points]).sort()).toEqual([
      ['lead-post:1:198.51.100.7', 1],
      ['lead-post:1:203.0.113.9', 4],
    ]);
  });

  it('on PostgreSQL, keep limiters of different names apart', async () => {
    if (handle.kind !== 'postgres') return;
    const [search] = twoServers('search');
    const [events] = twoServers('events');
    for (let i = 0; i < 3; i++) expect(await search('1:192.0.2.1')).toEqual({ ok: true });
    expect(await events('1:192.0.2.1')).toEqual({ ok: true });
  });

  it('on PGlite (one process), count in memory: nothing is written, each limiter counts alone', async () => {
    if (handle.kind !== 'pglite') return;
    const [one, two] = twoServers('lead-post');
    for (let i = 0; i < 3; i++) expect(await one('k')).toEqual({ ok: true });
    expect((await one('k')).ok).toBe(false);
    expect(await two('k')).toEqual({ ok: true });
    expect(await handle.db.select().from(rateLimits)).toEqual([]);
  });
});
