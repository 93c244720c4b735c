import { asc, eq } from 'drizzle-orm';
import type { TSiteRedirect } from '@/server/redirects/parse-redirects-csv';
import type { TDb } from '@/server/db/client';
import { siteRedirects } from '@/server/db/schema';

/** A site's redirects in the order they were given. */
export async function listSiteRedirects(db: TDb, websiteId: number): Promise<TSiteRedirect[]> {
  return db
    .select({ fromPath: siteRedirects.fromPath, toUrl: siteRedirects.toUrl })
    .from(siteRedirects)
    .where(eq(siteRedirects.websiteId, websiteId))
    .orderBy(asc(siteRedirects.id));
}
