import { sql } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { jobRuns } from '@/server/db/schema';

/**
 * Claims this period of job `name`, in one statement on the database's clock: its run row moves to now when it
 * is missing or at least `everyMs` old. Concurrent claims queue on the row's lock and each later one sees the
 * new time, so one server wins. Returns the claimed time as the database wrote it (for releaseJobPeriod), or
 * null when the period was already claimed.
 */
export async function claimJobPeriod(db: TDb, name: string, everyMs: number): Promise<string | null> {
  const [claimed] = await db
    .insert(jobRuns)
    .values({ name, lastRunAt: sql`now()` })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { lastRunAt: sql`excluded.last_run_at` },
      setWhere: sql`job_runs.last_run_at <= excluded.last_run_at - ${everyMs}::double precision * interval '1 millisecond'`,
    })
    // As text: a JavaScript Date would drop the microseconds releaseJobPeriod matches on.
    .returning({ at: sql<string>`${jobRuns.lastRunAt}::text` });
  return claimed?.at ?? null;
}
