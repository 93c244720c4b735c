import { sql } from 'drizzle-orm';
import { withOperations } from '@/server/http/with-operations';
import { getDb } from './db';

/** Liveness and database reachability, for the start script, scripts that must not open ./data twice, and probes. */
export const getHealthRoute = withOperations(async () => {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return Response.json({ ok: true, database: 'up' });
  } catch (error) {
    console.error('Health check failed', error);
    return Response.json({ ok: false, database: 'down' }, { status: 503 });
  }
});
