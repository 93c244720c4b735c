import path from 'node:path';
import { env } from '@/env';

/** The database this process uses: DATABASE_URL, or PGlite in DATA_DIR/pglite. */
export function databaseUrl(): string {
  return env.DATABASE_URL ?? path.join(env.DATA_DIR, 'pglite');
}
