import { env } from '@/env';
import { getDbHandle } from '@/server/db/db';
import { appJobs } from './app-jobs';
import { createJobScheduler } from './create-job-scheduler';

type TScheduler = ReturnType<typeof createJobScheduler>;
const globalForJobs = globalThis as unknown as {
  forecourtJobs?: { timer: NodeJS.Timeout; scheduler: TScheduler };
};

/**
 * Starts this server's jobs (once per process, from src/instrumentation.ts): a tick of the jobs table every
 * OUTBOX_POLL_MS. OUTBOX_POLL_MS=0 leaves them off (another process may run the table).
 */
export function startJobs(): void {
  if (globalForJobs.forecourtJobs || env.OUTBOX_POLL_MS === 0) return;
  // The drains ask the scheduler whether it is stopping (a closure: called on ticks, long after this line).
  const scheduler: TScheduler = createJobScheduler(
    appJobs(() => scheduler.isStopping()),
    getDbHandle,
  );
  const timer = setInterval(() => void scheduler.tick(), env.OUTBOX_POLL_MS);
  timer.unref();
  globalForJobs.forecourtJobs = { timer, scheduler };
}

/** Stops the ticks (graceful shutdown): resolves once the tick in hand, if any, has finished its current pass. */
export async function stopJobs(): Promise<void> {
  const jobs = globalForJobs.forecourtJobs;
  if (!jobs) return;
  clearInterval(jobs.timer);
  await jobs.scheduler.stop();
}
