// `npm run migrate`: apply pending migrations to the configured database (DATABASE_URL, or PGlite in DATA_DIR).
import { env } from '@/env';
import { appServerIsRunning } from '@/server/db/app-server-is-running';
import { openDatabase } from '@/server/db/client';
import { databaseUrl } from '@/server/db/database-url';
import { migrateDatabase } from '@/server/db/migrate';

const url = databaseUrl();
if (!/^postgres(ql)?:\/\//.test(url) && (await appServerIsRunning())) {
  console.error(
    `The app server on port ${env.PORT} owns ${url}; stop it first (PGlite is one process per data directory).`,
  );
  process.exit(1);
}
const handle = await openDatabase(url);
try {
  await migrateDatabase(handle);
  console.log(`Migrations applied to ${/^postgres/.test(url) ? new URL(url).host : url}.`);
} finally {
  await handle.close();
}
