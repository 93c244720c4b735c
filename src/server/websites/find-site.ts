import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { siteDomains, websiteDealerships, websites } from '@/server/db/schema';
import type { TSite } from './site.types';

/**
 * Looks an active site up by slug or by one of its domains (site_domains), with its dealership ids and domains,
 * published or not (the caller decides who sees an unpublished one). Uncached: see get-site-by-key.ts.
 */
export async function findSite(db: TDb, by: { slug: string } | { host: string }): Promise<TSite | null> {
  const [site] =
    'slug' in by
      ? await db.select().from(websites).where(eq(websites.slug, by.slug)).limit(1)
      : await db
          .select(getTableColumns(websites))
          .from(siteDomains)
          .innerJoin(websites, eq(websites.id, siteDomains.websiteId))
          .where(eq(siteDomains.host, by.host))
          .limit(1);
  if (!site || !site.active) return null;
  const [links, domains] = await Promise.all([
    db
      .select({ dealershipId: websiteDealerships.dealershipId })
      .from(websiteDealerships)
      .where(eq(websiteDealerships.websiteId, site.id)),
    db
      .select({ host: siteDomains.host, canonical: siteDomains.canonical })
      .from(siteDomains)
      .where(eq(siteDomains.websiteId, site.id))
      .orderBy(asc(siteDomains.host)),
  ]);
  return {
    ...site,
    dealershipIds: links.map((l) => l.dealershipId).sort((a, b) => a - b),
    hosts: domains.map((d) => d.host),
    canonicalHost: domains.find((d) => d.canonical)?.host ?? null,
  };
}
