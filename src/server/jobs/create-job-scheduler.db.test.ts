import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TDbHandle } from '@/server/db/client';
import { jobRuns } from '@/server/db/schema';
import { captureLogs } from '@tests/fixtures/capture-logs';
import { createTestDb } from '@tests/fixtures/create-test-db';
import { claimJobPeriod } from './claim-job-period';
import { createJobScheduler } from './create-job-scheduler';
import type { TJob } from './job.types';

let handle: TDbHandle;
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  handle = await createTestDb();
});

afterAll(async () => {
  await handle.close();
});

beforeEach(async () => {
  await handle.db.delete(jobRuns);
  vi.restoreAllMocks();
});

/** A job that counts its runs (and fails while `failing` is set). */
function countingJob(name: string, every: TJob['every']) {
  const job = {
    name,
    every,
    runs: 0,
    failing: false,
    run: async () => {
      job.runs += 1;
      if (job.failing) throw new Error(`${name} broke`);
    },
  };
  return job;
}

/** The servers' clock, moved on by rewind. */
let clock = 0;

/** Another server's scheduler over the same database. */
const scheduler = (jobs: TJob[]) =>
  createJobScheduler(
    jobs,
    async () => handle,
    () => clock,
  );

/** As if `ms` had passed since the job's last run, on the database and on the servers' clock. */
async function rewind(name: string, ms: number) {
  clock += ms;
  await handle.db
    .update(jobRuns)
    .set({ lastRunAt: sql`${jobRuns.lastRunAt} - ${ms}::double precision * interval '1 millisecond'` })
    .where(eq(jobRuns.name, name));
}

describe('createJobScheduler', () => {
  it('runs a periodic job once per period across two servers ticking at the same time', async () => {
    const hourly = countingJob('hourly', HOUR_MS);
    const drainA = countingJob('drain', 'tick');
    const drainB = countingJob('drain', 'tick');
    const serverA = scheduler([hourly, drainA]);
    const serverB = scheduler([hourly, drainB]);
    await Promise.all([serverA.tick(), serverB.tick()]);
    expect(hourly.runs).toBe(1);
    // Drains run on every server every tick: their rows are claimed with leases.
    expect([drainA.runs, drainB.runs]).toEqual([1, 1]);
    await Promise.all([serverA.tick(), serverB.tick()]);
    expect(hourly.runs).toBe(1);
    expect([drainA.runs, drainB.runs]).toEqual([2, 2]);
  });

  it('runs a periodic job again once its period has passed, and not before', async () => {
    const hourly = countingJob('hourly', HOUR_MS);
    const server = scheduler([hourly]);
    await server.tick();
    await rewind('hourly', HOUR_MS - 60_000);
    await server.tick();
    expect(hourly.runs).toBe(1);
    await rewind('hourly', 60_000);
    await server.tick();
    expect(hourly.runs).toBe(2);
  });

  it('asks the database for a period only when it may be due: idle ticks write nothing', async () => {
    const hourly = countingJob('hourly', HOUR_MS);
    const serverA = scheduler([hourly]);
    const serverB = scheduler([hourly]);
    await serverA.tick();
    await serverB.tick();
    const claims = vi.spyOn(handle.db, 'insert');
    for (let i = 0; i < 5; i++) await Promise.all([serverA.tick(), serverB.tick()]);
    expect(claims).not.toHaveBeenCalled();
    // The server that lost the period asks again a minute later, and the one that holds it only once it is due.
    clock += 60_000;
    await Promise.all([serverA.tick(), serverB.tick()]);
    expect(claims).toHaveBeenCalledTimes(1);
    await rewind('hourly', HOUR_MS);
    await Promise.all([serverA.tick(), serverB.tick()]);
    expect(claims).toHaveBeenCalledTimes(3);
    expect(hourly.runs).toBe(2);
  });

  it('logs a failing job and runs the others; a failed period is tried again next tick', async () => {
    const logs = captureLogs();
    const broken = countingJob('broken', 'tick');
    const hourly = countingJob('hourly', HOUR_MS);
    const after = countingJob('after', 'tick');
    broken.failing = true;
    hourly.failing = true;
    const server = scheduler([broken, hourly, after]);
    await server.tick();
    expect(after.runs).toBe(1);
    const failures = logs.lines.filter((line) => line.level === 'error');
    expect(failures).toMatchObject([
      { msg: 'job', job: 'broken', outcome: 'failed', err: { message: expect.any(String) } },
      { msg: 'job', job: 'hourly', outcome: 'failed' },
    ]);
    expect(logs.lines.filter((line) => line.level === 'info')).toMatchObject([
      { job: 'after', outcome: 'ok' },
    ]);
    await server.tick();
    expect([broken.runs, hourly.runs, after.runs]).toEqual([2, 2, 2]);
    hourly.failing = false;
    await server.tick();
    await server.tick();
    expect(hourly.runs).toBe(3);
    logs.restore();
  });

  it('runs a once-per-start job until it succeeds, then not again on that server', async () => {
    const logs = captureLogs();
    const seal = countingJob('seal', 'start');
    seal.failing = true;
    const server = scheduler([seal]);
    await server.tick();
    seal.failing = false;
    await server.tick();
    await server.tick();
    expect(seal.runs).toBe(2);
    // A server started later runs it once for itself.
    await scheduler([seal]).tick();
    expect(seal.runs).toBe(3);
    logs.restore();
  });

  it('logs one line per run that did work, and keeps a drain that found nothing at debug', async () => {
    const logs = captureLogs();
    let due = 3;
    const drain: TJob = { name: 'drain', every: 'tick', run: async () => [due, (due = 0)][0] };
    const server = scheduler([drain]);
    await server.tick();
    await server.tick();
    logs.restore();
    expect(logs.lines).toMatchObject([{ level: 'info', msg: 'job', job: 'drain', outcome: 'ok', count: 3 }]);
    expect(logs.lines[0]!.durationMs).toEqual(expect.any(Number));
  });

  it('does not start a tick while the last one still runs', async () => {
    let finish = () => {};
    const slow = countingJob('slow', 'tick');
    const run = slow.run;
    slow.run = () => new Promise<void>((resolve) => (finish = resolve)).then(run);
    const server = scheduler([slow]);
    const first = server.tick();
    await server.tick();
    finish();
    await first;
    expect(slow.runs).toBe(1);
  });

  it('stop() waits for the job in hand, skips the rest of the tick and starts no other', async () => {
    let finish: (() => void) | null = null;
    const slow = countingJob('slow', 'tick');
    const run = slow.run;
    slow.run = () => new Promise<void>((resolve) => (finish = resolve)).then(run);
    const after = countingJob('after', 'tick');
    const server = scheduler([slow, after]);
    const tick = server.tick();
    await vi.waitFor(() => expect(finish).not.toBeNull());
    let stopped = false;
    const stopping = server.stop().then(() => (stopped = true));
    expect(server.isStopping()).toBe(true);
    await new Promise((r) => setImmediate(r));
    expect(stopped).toBe(false);
    finish!();
    await Promise.all([tick, stopping]);
    await server.tick();
    expect([slow.runs, after.runs]).toEqual([1, 0]);
  });
});

describe('claimJobPeriod', () => {
  it('gives a period to exactly one of many concurrent claims', async () => {
    const claims = await Promise.all(
      Array.from({ length: 8 }, () => claimJobPeriod(handle.db, 'contended', HOUR_MS)),
    );
    expect(claims.filter((c) => c !== null)).toHaveLength(1);
  });
});
