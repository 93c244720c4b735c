import { missingProductionSecrets } from '@/domain/deploy/production-secrets';
import { env } from '@/env';
import type { TDb } from '@/server/db/client';
import { pendingMigrations } from '@/server/db/pending-migrations';
import { isProductionMode } from '@/server/forecourt-mode';
import { logger } from '@/server/log/logger';

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
 * pending on its database. Said on stderr; exit code 1. A database it cannot reach does not stop it: the server
 * starts, readiness answers 503 (and keeps answering 503 while migrations are pending) until the database is back,
 * and each site still shows its own error page meanwhile.
 */
export async function refuseUnreadyStart(): Promise<void> {
  const secrets = secretsRefusal();
  if (secrets) refuse(secrets);
  let migrations: string | null;
  try {
    const { getDb } = await import('@/server/db/db');
    migrations = await migrationsRefusal(await getDb());
  } catch (error) {
    logger.error(
      { err: error },
      'the database cannot be reached at start: readiness answers 503 until it can (pending migrations are checked then)',
    );
    return;
  }
  if (migrations) refuse(migrations);
}

function refuse(problem: string): never {
  console.error(`Forecourt will not start: ${problem}`);
  process.exit(1);
}
