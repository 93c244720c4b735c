// npx tsx tests/reliability/point-lead-webhook.ts <site> <url> — run on a seeded data directory (DATA_DIR)
// before the server starts: the site's webhook destinations deliver to <url> instead of the demo CRM's
// fixed 127.0.0.1:4010, so a reliability run has a receiver no other process on the machine shares.
import { eq } from 'drizzle-orm';
import { openDatabase } from '@/server/db/client';
import { databaseUrl } from '@/server/db/database-url';
import { websites } from '@/server/db/schema';

const [slug, url] = process.argv.slice(2);
if (!slug || !url) throw new Error('usage: point-lead-webhook.ts <site> <url>');
const handle = await openDatabase(databaseUrl());
try {
  const [site] = await handle.db
    .select({ id: websites.id, leadDestinations: websites.leadDestinations })
    .from(websites)
    .where(eq(websites.slug, slug));
  if (!site) throw new Error(`no site ${slug} in ${databaseUrl()}`);
  const destinations = site.leadDestinations.map((d) => (d.kind === 'webhook' ? { ...d, url } : d));
  if (!destinations.some((d) => d.kind === 'webhook')) throw new Error(`${slug} has no webhook destination`);
  await handle.db.update(websites).set({ leadDestinations: destinations }).where(eq(websites.id, site.id));
} finally {
  await handle.close();
}
