import { asc, eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { siteDomains } from '@/server/db/schema';

export type TSiteDomain = { host: string; canonical: boolean; createdAt: Date };

/** A site's domains, the canonical one first, then by name. */
export async function listSiteDomains(db: Pick<TDb, 'select'>, websiteId: number): Promise<TSiteDomain[]> {
  const rows = await db
    .select({ host: siteDomains.host, canonical: siteDomains.canonical, createdAt: siteDomains.createdAt })
    .from(siteDomains)
    .where(eq(siteDomains.websiteId, websiteId))
    .orderBy(asc(siteDomains.host));
  return [...rows.filter((r) => r.canonical), ...rows.filter((r) => !r.canonical)];
}
