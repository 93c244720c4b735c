import { and, eq, sql } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { jobRuns } from '@/server/db/schema';

/**
 * Gives back a period a failed run claimed, so the next tick tries again rather than a period later; a claim
 * another server made since (another time) is left alone.
 */
export async function releaseJobPeriod(db: TDb, name: string, claimedAt: string): Promise<void> {
  await db
    .delete(jobRuns)
    .where(and(eq(jobRuns.name, name), sql`${jobRuns.lastRunAt} = ${claimedAt}::timestamptz`));
}
