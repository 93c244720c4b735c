import { env } from '@/env';
import { databaseUrl } from '@/server/db/database-url';
import { mediaDir } from '@/server/media/media-dir';
import { mediaStore } from '@/server/media/media-store';
import type { TSeedSummary } from '../../demo/seed-demo-data';
import { DEMO_PASSWORD } from '../../demo/seed-demo-users';
import { isEmbeddedDirectory } from './open-script-database';

/** What the demo seed wrote: a table of the sites, the totals, and the demo users' password. */
export function printSeedSummary(summary: TSeedSummary, users: number, started: number): void {
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
  const url = databaseUrl();
  const where = mediaStore().name === 'local' ? mediaDir() : `bucket ${env.MEDIA_S3_BUCKET}`;
  console.log(
    `Seeded ${summary.sites.length} sites, ${total('cars')} cars, ${total('carImages')} car images into ${isEmbeddedDirectory(url) || url === 'memory://' ? url : 'PostgreSQL'}; ` +
      `media files: ${summary.mediaWritten} written, ${summary.mediaFiles} in all (${where}). Took ${seconds} s.`,
  );
  console.log(
    `${users} demo dashboard users, password '${DEMO_PASSWORD}' (see README; it signs in only from this machine).`,
  );
}
