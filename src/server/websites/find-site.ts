import { eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { websiteDealerships, websites } from '@/server/db/schema';
import type { TSite } from './site.types';

/** Looks a site up by slug or by domain name, with its dealership ids. Uncached: see get-site-by-key.ts. */
export async function findSite(
  db: TDb,
  by: { slug: string } | { domainName: string },
): Promise<TSite | null> {
  const where = 'slug' in by ? eq(websites.slug, by.slug) : eq(websites.domainName, by.domainName);
  const [site] = await db.select().from(websites).where(where).limit(1);
  if (!site || !site.active) return null;
  const links = await db
    .select({ dealershipId: websiteDealerships.dealershipId })
    .from(websiteDealerships)
    .where(eq(websiteDealerships.websiteId, site.id));
  return { ...site, dealershipIds: links.map((l) => l.dealershipId).sort((a, b) => a - b) };
}
