import type { TDbHandle } from '@/server/db/client';
import { logger } from '@/server/log/logger';
import { claimJobPeriod } from './claim-job-period';
import type { TJob } from './job.types';
import { releaseJobPeriod } from './release-job-period';

/** One JSON line naming the job; the error's message and stack (describeError), never the rows it was working on. */
function logFailure(job: string, error: unknown, durationMs?: number): void {
  logger.error({ job, outcome: 'failed', durationMs, err: error }, 'job');
}

/**
 * One JSON line per job run: info when it did something (a run that returns a count above 0, or nothing),
 * debug for a drain that found nothing due, so an idle server's once-a-second ticks stay out of info logs.
 */
function logRun(job: string, result: unknown, durationMs: number): void {
  const worked = typeof result !== 'number' || result > 0;
  const line = { job, outcome: 'ok', durationMs, ...(typeof result === 'number' && { count: result }) };
  if (worked) logger.info(line, 'job');
  else logger.debug(line, 'job');
}

const since = (started: number) => Math.round((performance.now() - started) * 10) / 10;

/** How long a server waits before asking again for a period another server holds. */
const RECHECK_MS = 60_000;

/**
 * The runner of a jobs table on one server: each tick runs the jobs in order, each on its own (a failure is
 * logged and tried again next tick without holding the others up). A tick while the last still runs does
 * nothing, so runs never overlap within a process. A periodic job asks the database for its period only when
 * this server's clock says it may be due, so an idle tick writes nothing. stop() ends it for a graceful shutdown.
 */
export function createJobScheduler(
  jobs: TJob[],
  getHandle: () => Promise<TDbHandle>,
  now: () => number = Date.now,
) {
  const startedOnce = new Set<string>();
  const notBefore = new Map<string, number>();
  let running: Promise<void> | null = null;
  let stopped = false;

  async function runJob(job: TJob, handle: TDbHandle): Promise<void> {
    if (job.every === 'start' && startedOnce.has(job.name)) return;
    if (now() < (notBefore.get(job.name) ?? 0)) return;
    let claimedAt: string | null = null;
    const started = performance.now();
    try {
      if (typeof job.every === 'number') {
        claimedAt = await claimJobPeriod(handle.db, job.name, job.every);
        notBefore.set(job.name, now() + (claimedAt === null ? Math.min(job.every, RECHECK_MS) : job.every));
        if (claimedAt === null) return;
      }
      logRun(job.name, await job.run(handle), since(started));
      if (job.every === 'start') startedOnce.add(job.name);
    } catch (error) {
      logFailure(job.name, error, since(started));
      if (claimedAt !== null) {
        notBefore.delete(job.name);
        await releaseJobPeriod(handle.db, job.name, claimedAt).catch((e) => logFailure(job.name, e));
      }
    }
  }

  async function runTick(): Promise<void> {
    try {
      const handle = await getHandle();
      for (const job of jobs) {
        if (stopped) break;
        await runJob(job, handle);
      }
    } catch (error) {
      logFailure('scheduler', error);
    } finally {
      running = null;
    }
  }

  return {
    async tick(): Promise<void> {
      if (running || stopped) return;
      running = runTick();
      await running;
    },
    /** Whether stop() was called: drains check it between passes (app-jobs.ts) so a shutdown is not held up by a burst. */
    isStopping: (): boolean => stopped,
    /** No tick starts after this; resolves when the one running (if any) has finished its current job. */
    async stop(): Promise<void> {
      stopped = true;
      await running;
    },
  };
}
