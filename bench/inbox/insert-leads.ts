// Inserts BENCH_INBOX_LEADS (default 50,000) leads into the Sydney demo group of DATA_DIR's database for the
// inbox benchmark: spread over the last year across its dealerships, mostly answered, a few hundred new.
import { eq } from 'drizzle-orm';
import { env } from '@/env';
import { openDatabase } from '@/server/db/client';
import { vacuumEmbeddedLeads } from '@/server/db/vacuum-embedded-leads';
import { databaseUrl } from '@/server/db/database-url';
import { websiteDealerships, websites } from '@/server/db/schema';
import { insertBenchLeads } from './bench-leads';

const total = Number(process.argv[2] ?? 50_000);

const handle = await openDatabase(databaseUrl());
try {
  const [site] = await handle.db.select().from(websites).where(eq(websites.slug, 'sydney-motor-group'));
  if (!site) throw new Error('seed the demo sites first');
  const dealerships = (
    await handle.db.select().from(websiteDealerships).where(eq(websiteDealerships.websiteId, site.id))
  ).map((d) => d.dealershipId);
  await insertBenchLeads(handle.db, site.id, dealerships, total);
  // What the app's hourly vacuum job does (PGlite has no autovacuum).
  await vacuumEmbeddedLeads(handle);
  console.log(`Inserted ${total} leads into ${site.slug} (${env.DATA_DIR}).`);
} finally {
  await handle.close();
}
