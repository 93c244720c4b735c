import { missingProductionSecrets } from '@/domain/deploy/production-secrets';
import { env } from '@/env';
import type { TDb } from '@/server/db/client';
import { pendingMigrations } from '@/server/db/pending-migrations';
import { isProductionMode } from '@/server/forecourt-mode';

/** What stops a production server from starting: the given keys (production mode). Null: nothing. */
export function secretsRefusal(): string | null {
  return missingProductionSecrets(isProductionMode() ? 'production' : 'demo', {
    AUTH_SECRET: env.AUTH_SECRET,
    SETTINGS_ENCRYPTION_KEY: env.SETTINGS_ENCRYPTION_KEY,
  });
}

/**
 * What stops a server from starting on this database: migrations it has not applied. The server never migrates a
 * shared database itself (servers starting together would race, and a schema change is the operator's step).
 */
export async function migrationsRefusal(db: TDb): Promise<string | null> {
  const pending = await pendingMigrations(db);
  if (pending.length === 0) return null;
  return (
    `The database has ${pending.length} pending migration${pending.length === 1 ? '' : 's'} ` +
    `(${pending.join(', ')}); run \`npm run migrate\` (in the standalone folder: \`node scripts/migrate.mjs\`), ` +
    'then start the server again.'
  );
}

/**
 * Stops the server before it takes a request when it must not run: keys missing in production mode, or migrations
 * pending on its database. Said on stderr; exit code 1.
 */
export async function refuseUnreadyStart(): Promise<void> {
  const { getDb } = await import('@/server/db/db');
  const problem = secretsRefusal() ?? (await migrationsRefusal(await getDb()));
  if (!problem) return;
  console.error(`Forecourt will not start: ${problem}`);
  process.exit(1);
}
