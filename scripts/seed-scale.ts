// `npm run seed:scale`: migrates the configured database (PostgreSQL via DATABASE_URL, or PGlite) and replaces its
// data with SEED_SITES sites (default 100) sharing SEED_CARS cars (default 200,000): the three demo sites and
// numbered copies of them, every car with the one shared placeholder photo, and the demo users. For scale
// benchmarks (bench/search-scale); refused in production mode, like `npm run demo`. docs/scaling.md.
import { env } from '@/env';
import { keptSecret } from '@/server/admin/kept-secret';
import { createDashboardAuth } from '@/server/auth/dashboard-auth';
import { migrateDatabase } from '@/server/db/migrate';
import { mediaStore } from '@/server/media/media-store';
import { refuseInProductionMode } from '../demo/refuse-in-production-mode';
import { scaleSites } from '../demo/scale/scale-sites';
import { seedDemoData } from '../demo/seed-demo-data';
import { seedDemoUsers } from '../demo/seed-demo-users';
import { openScriptDatabase } from './lib/open-script-database';
import { printSeedSummary } from './lib/print-seed-summary';

const DEFAULT_SITES = 100;
const DEFAULT_CARS = 200_000;

async function main(): Promise<number> {
  const started = performance.now();
  try {
    refuseInProductionMode('the scale seed’s sites and users');
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  const siteCount = env.SEED_SITES ?? DEFAULT_SITES;
  const carCount = env.SEED_CARS ?? DEFAULT_CARS;
  const handle = await openScriptDatabase('npm run seed:scale');
  if (!handle) return 1;
  try {
    await migrateDatabase(handle);
    console.log(`Seeding ${siteCount} sites with ${carCount} cars…`);
    const summary = await seedDemoData(handle.db, {
      now: new Date(),
      media: mediaStore(),
      sites: scaleSites(siteCount, carCount),
      placeholderPhotos: true,
    });
    const auth = createDashboardAuth(handle.db, env.AUTH_SECRET ?? keptSecret(env.DATA_DIR, 'auth-secret'));
    printSeedSummary(summary, await seedDemoUsers(handle.db, auth), started);
    return 0;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main();
