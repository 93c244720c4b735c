import { env } from '@/env';
import { getDbHandle } from '@/server/db/db';
import { appJobs } from './app-jobs';
import { createJobScheduler } from './create-job-scheduler';

const globalForJobs = globalThis as unknown as { forecourtJobs?: NodeJS.Timeout };

/**
 * Starts this server's jobs (once per process, from src/instrumentation.ts): a tick of the jobs table every
 * OUTBOX_POLL_MS. OUTBOX_POLL_MS=0 leaves them off (another process may run the table).
 */
export function startJobs(): void {
  if (globalForJobs.forecourtJobs || env.OUTBOX_POLL_MS === 0) return;
  const scheduler = createJobScheduler(appJobs(), getDbHandle);
  globalForJobs.forecourtJobs = setInterval(() => void scheduler.tick(), env.OUTBOX_POLL_MS);
  globalForJobs.forecourtJobs.unref();
}
