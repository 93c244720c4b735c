import type { Sql } from 'postgres';
import type { TDbHandle } from '@/server/db/client';

/** What rate-limiter-flexible's PostgreSQL store calls: node-postgres's `query({ text, values })`. */
export type TRateLimitQueryClient = {
  query: (q: { text: string; values?: unknown[] }) => Promise<{ rows: unknown[]; rowCount: number }>;
};

/**
 * The app's own PostgreSQL connection pool (postgres.js, under drizzle) in the shape the store calls, so the
 * limits need no second driver or pool. Null on PGlite, where one process owns the database and memory serves.
 */
export function postgresRateLimitClient(handle: TDbHandle): TRateLimitQueryClient | null {
  if (handle.kind !== 'postgres') return null;
  const sql = (handle.db as unknown as { $client: Sql }).$client;
  return {
    query: async ({ text, values = [] }) => {
      const rows = await sql.unsafe(text, values as never[]);
      return { rows: [...rows], rowCount: rows.count };
    },
  };
}
