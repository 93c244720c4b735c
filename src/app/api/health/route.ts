import { sql } from 'drizzle-orm';
import { connection } from 'next/server';
import { getDb } from '@/server/db/db';

/** Liveness and database reachability, for the start script, scripts that must not open ./data twice, and probes. */
export async function GET() {
  await connection();
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return Response.json({ ok: true, database: 'up' });
  } catch (error) {
    console.error('Health check failed', error);
    return Response.json({ ok: false, database: 'down' }, { status: 503 });
  }
}
