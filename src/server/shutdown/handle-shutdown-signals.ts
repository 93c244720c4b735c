import { env } from '@/env';
import { openedDbHandle } from '@/server/db/db';
import { handBackClaims } from '@/server/outbox/claim-ledger';
import { gracefulShutdown } from './graceful-shutdown';
import { closeAllConnections, stopTakingRequests } from './track-requests';

/**
 * The server's own SIGTERM and SIGINT handling (from instrumentation.ts), when NEXT_MANUAL_SIG_HANDLE tells Next.js to
 * leave them to it (without it Next.js exits at once, and so would this process). A second signal during the
 * shutdown does not start another. Exits 0 once the database is closed.
 */
export function handleShutdownSignals(): void {
  if (!env.NEXT_MANUAL_SIG_HANDLE) return;
  let shuttingDown = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    const log = (fields: Record<string, unknown>) => console.log(JSON.stringify({ ...fields, signal }));
    void gracefulShutdown(
      {
        stopTakingRequests,
        closeAllConnections,
        // Imported here: the jobs module opens the database, which a server without jobs may never have done.
        stopJobs: async () => (await import('@/server/jobs/start-jobs')).stopJobs(),
        handBackClaims: async () => {
          const handle = await openedDbHandle();
          return handle ? handBackClaims(handle.db) : 0;
        },
        closeDatabase: async () => {
          const handle = await openedDbHandle();
          await handle?.close();
        },
        log,
      },
      env.SHUTDOWN_GRACE_MS,
    ).then((code) => process.exit(code));
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
