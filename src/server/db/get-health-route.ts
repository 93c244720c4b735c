import { sql } from 'drizzle-orm';
import { withOperations } from '@/server/http/with-operations';
import { getDb } from './db';
import { logger } from '@/server/log/logger';

/** Liveness and database reachability, for the start script, scripts that must not open ./data twice, and probes. */
export const getHealthRoute = withOperations(async () => {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return Response.json({ ok: true, database: 'up' });
  } catch (error) {
    logger.error({ err: error }, 'health check failed');
    return Response.json({ ok: false, database: 'down' }, { status: 503 });
  }
});
