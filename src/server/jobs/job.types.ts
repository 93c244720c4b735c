import type { TDbHandle } from '@/server/db/client';

/**
 * One row of the jobs table (app-jobs.ts). `every` is `'tick'`: each tick on every server (drains whose rows are
 * claimed with leases); `'start'`: once after each start of a server, tried each tick until it succeeds; or a
 * period in ms: once per period across every server on the database (claimJobPeriod).
 */
export type TJob = {
  name: string;
  every: 'tick' | 'start' | number;
  run: (handle: TDbHandle) => Promise<unknown>;
};
