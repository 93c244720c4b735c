import { withOperations } from '@/server/http/with-operations';
import { readOperationsState } from './read-operations-state';

const NO_STORE = { 'Cache-Control': 'no-store' };

/**
 * GET /api/health/ready, for load balancers: 503 only while the database is unreachable or this build's
 * migrations are pending (the server cannot answer correctly). A stuck outbox or parked deliveries are detail in
 * the JSON (`attention`) with 200: a partner CRM's outage must not take every server out of the pool.
 */
export const getReadinessRoute = withOperations(async () => {
  const state = await readOperationsState();
  if (state.database === 'down') {
    return Response.json({ ready: false, database: 'down' }, { status: 503, headers: NO_STORE });
  }
  const ready = state.pendingMigrations === 0;
  return Response.json({ ready, ...state }, { status: ready ? 200 : 503, headers: NO_STORE });
});
