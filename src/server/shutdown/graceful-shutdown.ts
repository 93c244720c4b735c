/** What a graceful shutdown does, in order; injected so the sequence and its deadline are tested without a server. */
export type TShutdownSteps = {
  /** Stops listening; resolves when the requests in flight are answered. */
  stopTakingRequests: () => Promise<void>;
  /** Drops the connections left once the grace period is over. */
  closeAllConnections: () => void;
  /** Stops the jobs; resolves when the pass in hand has finished. */
  stopJobs: () => Promise<void>;
  /** Makes this server's unsent outbox claims due at once; resolves to how many. */
  handBackClaims: () => Promise<number>;
  closeDatabase: () => Promise<void>;
  log: (fields: Record<string, unknown>) => void;
};

/** Resolves to false when `ms` pass first. */
function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), Math.max(0, ms));
  });
  return Promise.race([work.then(() => true), timeout]).finally(() => clearTimeout(timer));
}

/**
 * SIGTERM's work: stop taking requests, let those in flight finish and the jobs end their pass within `graceMs`
 * together, then hand back what the jobs claimed but did not send and close the database. Resolves to the exit code:
 * 0, or 1 when a step failed (logged; the following steps still run, so the database is closed whatever happened).
 */
export async function gracefulShutdown(
  steps: TShutdownSteps,
  graceMs: number,
  now: () => number = Date.now,
): Promise<number> {
  const deadline = now() + graceMs;
  let code = 0;
  const attempt = async (step: string, work: () => Promise<unknown>) => {
    try {
      return await work();
    } catch (error) {
      code = 1;
      steps.log({ level: 'error', msg: 'shutdown step failed', step, error: String(error) });
      return undefined;
    }
  };
  steps.log({ level: 'info', msg: 'shutting down', graceMs });
  const [requestsDone, jobsDone] = await Promise.all([
    within(attempt('stop taking requests', steps.stopTakingRequests), deadline - now()),
    within(attempt('stop jobs', steps.stopJobs), deadline - now()),
  ]);
  steps.closeAllConnections();
  const handedBack = await attempt('hand back claims', steps.handBackClaims);
  await attempt('close database', steps.closeDatabase);
  steps.log({
    level: code === 0 ? 'info' : 'error',
    msg: 'shut down',
    requestsDone,
    jobsDone,
    handedBack: handedBack ?? 0,
  });
  return code;
}
