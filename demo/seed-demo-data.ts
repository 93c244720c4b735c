import { sql } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import type { IMediaStore } from '@/server/providers/media/types';
import { generateDemoMedia } from './images/generate-media';
import { refuseInProductionMode } from './refuse-in-production-mode';
import { seedSite, type TSiteSummary } from './seed-site';
import { DEMO_SITES } from './sites/demo-sites';
import type { TSiteSeed } from './sites/types';

export type TSeedOptions = {
  /** Listing dates, reviews and holiday hours are placed relative to this. */
  now: Date;
  /** Where the generated images go (served under /media/…). */
  media: IMediaStore;
  /** Cars of the multi-franchise group (default about 1,000); every variant car is kept at any size. */
  nswCars?: number;
  /** Other sites instead of the three demo sites (the scale seed, demo/scale/scale-sites.ts). */
  sites?: readonly TSiteSeed[];
  /** Every car gets the one shared placeholder photo instead of the demo's pool. */
  placeholderPhotos?: boolean;
};

export type TSeedSummary = { sites: TSiteSummary[]; mediaFiles: number; mediaWritten: number };

// Every table that holds a tenant's data. CASCADE also clears anything that references them.
const TENANT_TABLES = [
  'delivery_attempts',
  'lead_deliveries',
  'payment_events',
  'reservations',
  'valuations',
  'events',
  'leads',
  'car_images',
  'cars',
  'catalogue_models',
  'content_blocks',
  'reviews',
  'special_hours',
  'opening_hours',
  'locations',
  'website_dealerships',
  'websites',
  'dealerships',
];

/**
 * Replaces all tenant data with the three demo sites, deterministically: the same `now` gives the same
 * rows. Images are rendered (or reused) in the media store while the rows are written in one transaction.
 * Refused in production mode, before anything is written.
 */
export async function seedDemoData(db: TDb, options: TSeedOptions): Promise<TSeedSummary> {
  refuseInProductionMode('the demo sites');
  const sites = (options.sites ?? DEMO_SITES).map((site) =>
    site.website.slug === 'sydney-motor-group' && options.nswCars !== undefined
      ? { ...site, carCount: options.nswCars }
      : site,
  );
  // Copies of a demo site (the scale seed) use its logo and icon: one file each per demo site.
  const logos = DEMO_SITES.flatMap((site) => [
    { path: `logos/${site.website.slug}.svg`, contents: site.logo.svg },
    { path: `icons/${site.website.slug}.svg`, contents: site.logo.icon },
  ]);
  const [media, summaries] = await Promise.all([
    generateDemoMedia(options.media, logos),
    db.transaction(async (tx) => {
      await tx.execute(sql.raw(`truncate table ${TENANT_TABLES.join(', ')} restart identity cascade`));
      const result: TSiteSummary[] = [];
      const slugs = new Set<string>();
      const siteOptions = { slugs, placeholderPhotos: options.placeholderPhotos };
      for (const site of sites) result.push(await seedSite(tx, site, options.now, siteOptions));
      return result;
    }),
  ]);
  return { sites: summaries, mediaFiles: media.files, mediaWritten: media.written };
}
