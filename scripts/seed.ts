// `npm run seed`: migrates the database and replaces its data with the three demo sites.
// `--if-empty` seeds only a database without sites (the start script uses it), but still makes sure
// the demo images exist. SEED_CARS sets the multi-franchise group's car count (benchmarks: 20000).
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/env';
import { keptSecret } from '@/server/admin/kept-secret';
import { createDashboardAuth } from '@/server/auth/dashboard-auth';
import { appServerIsRunning } from '@/server/db/app-server-is-running';
import { openDatabase } from '@/server/db/client';
import { keepOwnerOnly } from '@/server/db/owner-only';
import { databaseUrl } from '@/server/db/database-url';
import { migrateDatabase } from '@/server/db/migrate';
import { mediaDir } from '@/server/media/media-dir';
import { mediaStore } from '@/server/media/media-store';
import { generateDemoMedia } from '../demo/images/generate-media';
import { isDatabaseEmpty } from '../demo/is-database-empty';
import { seedDemoData } from '../demo/seed-demo-data';
import { DEMO_PASSWORD, seedDemoUsers } from '../demo/seed-demo-users';
import { DEMO_SITES } from '../demo/sites/demo-sites';

async function main(): Promise<number> {
  const started = performance.now();
  const ifEmpty = process.argv.includes('--if-empty');
  const url = databaseUrl();
  const embedded = !/^postgres(ql)?:\/\//.test(url);
  if (embedded && url !== 'memory://' && (await appServerIsRunning())) {
    console.error(
      `The app server is running on port ${env.PORT} and owns the database in ${url}.\n` +
        'Stop it first (PGlite allows one process per data directory), then run the seed again.',
    );
    return 1;
  }

  // Leads, emails and images in DATA_DIR are the app user's alone, whatever the umask.
  keepOwnerOnly(env.DATA_DIR);
  // PGlite creates its data directory but not the folders above it (./data on a fresh checkout).
  if (embedded && url !== 'memory://')
    mkdirSync(path.dirname(path.resolve(url.replace(/^file:/, ''))), { recursive: true });
  const handle = await openDatabase(url);
  try {
    await migrateDatabase(handle);
    if (ifEmpty && !(await isDatabaseEmpty(handle.db))) {
      const logos = DEMO_SITES.map((s) => ({ path: `logos/${s.website.slug}.svg`, contents: s.logo.svg }));
      const media = await generateDemoMedia(mediaStore(), logos);
      console.log(
        `The database already has sites; not seeding. Demo images: ${media.written} written, ${media.files} in all.`,
      );
      return 0;
    }
    const summary = await seedDemoData(handle.db, {
      now: new Date(),
      media: mediaStore(),
      nswCars: env.SEED_CARS,
    });
    const auth = createDashboardAuth(handle.db, env.AUTH_SECRET ?? keptSecret(env.DATA_DIR, 'auth-secret'));
    const users = await seedDemoUsers(handle.db, auth);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.table(
      summary.sites.map((s) => ({
        site: s.slug,
        dealerships: s.dealerships,
        locations: s.locations,
        cars: s.cars,
        'car images': s.carImages,
        models: s.models,
        reviews: s.reviews,
      })),
    );
    const total = (key: 'cars' | 'carImages') => summary.sites.reduce((sum, s) => sum + s[key], 0);
    console.log(
      `Seeded ${summary.sites.length} sites, ${total('cars')} cars, ${total('carImages')} car images into ${embedded ? url : 'PostgreSQL'}; ` +
        `media files: ${summary.mediaWritten} written, ${summary.mediaFiles} in all (${mediaStore().name === 'local' ? mediaDir() : `bucket ${env.MEDIA_S3_BUCKET}`}). Took ${seconds} s.`,
    );
    console.log(`${users} demo dashboard users, password '${DEMO_PASSWORD}' (see README).`);
    return 0;
  } finally {
    await handle.close();
  }
}

process.exitCode = await main();
