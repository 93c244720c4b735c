// `npm run demo`: migrates the database and replaces its data with the three demo sites and the demo users: the one
// way to put the demo on a database. Refused in production mode (FORECOURT_MODE=production, or a postgres:// URL
// without FORECOURT_MODE=demo). SEED_CARS sets the multi-franchise group's car count (benchmarks: 20000).
import { env } from '@/env';
import { keptSecret } from '@/server/admin/kept-secret';
import { createDashboardAuth } from '@/server/auth/dashboard-auth';
import { migrateDatabase } from '@/server/db/migrate';
import { mediaStore } from '@/server/media/media-store';
import { refuseInProductionMode } from '../demo/refuse-in-production-mode';
import { seedDemoData } from '../demo/seed-demo-data';
import { seedDemoUsers } from '../demo/seed-demo-users';
import { openScriptDatabase } from './lib/open-script-database';
import { printSeedSummary } from './lib/print-seed-summary';

async function main(): Promise<number> {
  const started = performance.now();
  try {
    refuseInProductionMode('the demo sites and users');
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  const handle = await openScriptDatabase('npm run demo');
  if (!handle) return 1;
  try {
    await migrateDatabase(handle);
    const summary = await seedDemoData(handle.db, {
      now: new Date(),
      media: mediaStore(),
      nswCars: env.SEED_CARS,
    });
    const auth = createDashboardAuth(handle.db, env.AUTH_SECRET ?? keptSecret(env.DATA_DIR, 'auth-secret'));
    printSeedSummary(summary, await seedDemoUsers(handle.db, auth), started);
    return 0;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main();
