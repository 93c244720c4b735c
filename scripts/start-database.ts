// `npm start`'s database step (scripts/start.mjs): prepareDatabase on the configured database, then what to open.
import { env } from '@/env';
import { keptSecret } from '@/server/admin/kept-secret';
import { createDashboardAuth } from '@/server/auth/dashboard-auth';
import { mediaStore } from '@/server/media/media-store';
import { DEMO_SITES } from '../demo/sites/demo-sites';
import { openScriptDatabase } from './lib/open-script-database';
import { prepareDatabase } from './lib/prepare-database';
import { printSeedSummary } from './lib/print-seed-summary';
import { migrationsRefusal } from '@/server/startup/start-refusal';

async function main(): Promise<number> {
  const started = performance.now();
  const handle = await openScriptDatabase('npm start');
  if (!handle) return 1;
  try {
    // A shared PostgreSQL database is migrated by its operator (`npm run migrate`, which takes an advisory lock), not
    // by whichever server starts first; the embedded one is this server's alone and is migrated here.
    if (handle.kind === 'postgres') {
      const refusal = await migrationsRefusal(handle.db);
      if (refusal) {
        console.error(`Forecourt will not start: ${refusal}`);
        return 1;
      }
    }
    const prepared = await prepareDatabase(handle, {
      media: mediaStore(),
      auth: () => createDashboardAuth(handle.db, env.AUTH_SECRET ?? keptSecret(env.DATA_DIR, 'auth-secret')),
      now: new Date(),
      nswCars: env.SEED_CARS,
    });
    if (prepared.mode === 'production') {
      console.log('Production mode: migrations applied; no demo data is written.');
      if (prepared.users === 0)
        console.log(
          'The database has no dashboard users yet: `npm run setup -- --email you@example.com --name "Your Name"` ' +
            'creates the first platform admin (stop the server first on the embedded database).',
        );
      console.log(`Dashboard: http://${env.DASHBOARD_HOST}`);
      return 0;
    }
    if (prepared.seeded) printSeedSummary(prepared.seeded, prepared.seeded.users, started);
    else console.log('The database already has sites; not seeding.');
    console.log('Demo sites:');
    for (const site of DEMO_SITES) console.log(`  http://${site.website.slug}.localhost:${env.PORT}`);
    console.log(`Dashboard: http://${env.DASHBOARD_HOST}`);
    return 0;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main();
