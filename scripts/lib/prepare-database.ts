import { count } from 'drizzle-orm';
import type { TDashboardAuth } from '@/server/auth/dashboard-auth';
import type { TDbHandle } from '@/server/db/client';
import { migrateDatabase } from '@/server/db/migrate';
import { authUsers } from '@/server/db/schema';
import { isProductionMode } from '@/server/forecourt-mode';
import type { IMediaStore } from '@/server/providers/media/types';
import { generateDemoMedia } from '../../demo/images/generate-media';
import { isDatabaseEmpty } from '../../demo/is-database-empty';
import { seedDemoData, type TSeedSummary } from '../../demo/seed-demo-data';
import { seedDemoUsers } from '../../demo/seed-demo-users';
import { DEMO_SITES } from '../../demo/sites/demo-sites';

export type TPrepared =
  { mode: 'production'; users: number } | { mode: 'demo'; seeded: (TSeedSummary & { users: number }) | null };

/**
 * `npm start`'s database step: migrates; in demo mode seeds the demo sites and users into a database without
 * sites (and keeps the demo images drawn); in production mode writes nothing else and counts the users.
 */
export async function prepareDatabase(
  handle: TDbHandle,
  options: { media: IMediaStore; auth: () => TDashboardAuth; now: Date; nswCars?: number },
): Promise<TPrepared> {
  await migrateDatabase(handle);
  if (isProductionMode()) {
    const [row] = await handle.db.select({ users: count() }).from(authUsers);
    return { mode: 'production', users: row?.users ?? 0 };
  }
  if (!(await isDatabaseEmpty(handle.db))) {
    const logos = DEMO_SITES.map((s) => ({ path: `logos/${s.website.slug}.svg`, contents: s.logo.svg }));
    await generateDemoMedia(options.media, logos);
    return { mode: 'demo', seeded: null };
  }
  const summary = await seedDemoData(handle.db, options);
  return { mode: 'demo', seeded: { ...summary, users: await seedDemoUsers(handle.db, options.auth()) } };
}
