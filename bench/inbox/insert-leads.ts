// Inserts BENCH_INBOX_LEADS (default 50,000) leads into the Sydney demo group of DATA_DIR's database for the
// inbox benchmark: spread over the last year across its dealerships, mostly answered, a few hundred new.
import { eq } from 'drizzle-orm';
import { env } from '@/env';
import { openDatabase } from '@/server/db/client';
import { vacuumEmbeddedLeads } from '@/server/db/vacuum-embedded-leads';
import { databaseUrl } from '@/server/db/database-url';
import { leads, websiteDealerships, websites, type TLeadStatus } from '@/server/db/schema';

const total = Number(process.argv[2] ?? 50_000);
const CATEGORIES = [
  'New Vehicle Enquiry',
  'Used Vehicle Enquiry',
  'Test Drive',
  'Finance',
  'Trade-in Enquiry',
  'Service Booking',
];
const STATUSES: TLeadStatus[] = ['contacted', 'contacted', 'appointment', 'sold', 'lost', 'spam'];

const handle = await openDatabase(databaseUrl());
try {
  const [site] = await handle.db.select().from(websites).where(eq(websites.slug, 'sydney-motor-group'));
  if (!site) throw new Error('seed the demo sites first');
  const dealerships = (
    await handle.db.select().from(websiteDealerships).where(eq(websiteDealerships.websiteId, site.id))
  ).map((d) => d.dealershipId);
  const now = Date.now();
  for (let start = 0; start < total; start += 1000) {
    const batch = [];
    for (let i = start; i < Math.min(total, start + 1000); i++) {
      const createdAt = new Date(now - ((i * 7919) % (365 * 24 * 60)) * 60_000);
      const fresh = i % 100 === 0;
      const status = fresh ? 'new' : STATUSES[i % STATUSES.length]!;
      batch.push({
        websiteId: site.id,
        dealershipId: dealerships[i % dealerships.length]!,
        category: CATEGORIES[i % CATEGORIES.length]!,
        name: `Bench Buyer ${i}`,
        email: `buyer${i}@bench.example`,
        phone: `04${String(10_000_000 + i).slice(-8)}`,
        message: 'Is this car still available?',
        status,
        firstContactedAt: status === 'new' ? null : new Date(createdAt.getTime() + ((i % 180) + 5) * 60_000),
        formCompleted: i % 25 !== 0,
        payload: { Rego: `BEN${i}` },
        createdAt,
      });
    }
    await handle.db.insert(leads).values(batch);
  }
  // What the app's outbox worker does on its first run and hourly (PGlite has no autovacuum).
  await vacuumEmbeddedLeads(handle);
  console.log(`Inserted ${total} leads into ${site.slug} (${env.DATA_DIR}).`);
} finally {
  await handle.close();
}
