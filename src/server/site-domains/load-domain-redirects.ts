import { and, eq, isNotNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TDb } from '@/server/db/client';
import { siteDomains, websites } from '@/server/db/schema';

/**
 * Every host that answers with a permanent redirect: each domain of a live (active, published) site that is not
 * its canonical one, to that canonical host. An unpublished site's hosts are not here: they answer 404.
 */
export async function loadDomainRedirects(db: Pick<TDb, 'select'>): Promise<Map<string, string>> {
  const canonical = alias(siteDomains, 'canonical_domain');
  const rows = await db
    .select({ host: siteDomains.host, to: canonical.host })
    .from(siteDomains)
    .innerJoin(canonical, and(eq(canonical.websiteId, siteDomains.websiteId), eq(canonical.canonical, true)))
    .innerJoin(websites, eq(websites.id, siteDomains.websiteId))
    .where(and(eq(siteDomains.canonical, false), eq(websites.active, true), isNotNull(websites.publishedAt)));
  return new Map(rows.map((r) => [r.host, r.to]));
}
