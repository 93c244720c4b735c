import { and, eq, inArray } from 'drizzle-orm';
import { cacheLife, cacheTag } from 'next/cache';
import { getDb } from '@/server/db/db';
import { siteRedirects } from '@/server/db/schema';

/**
 * Where an old address of a site now lives, if its redirects name it: the path with its query first, then the
 * path alone. Cached under the site's tag, which a save of its redirects revalidates.
 */
export async function findSiteRedirect(
  websiteId: number,
  path: string,
  query: string,
): Promise<string | null> {
  'use cache';
  cacheLife('hours');
  cacheTag(`site:${websiteId}`);
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const candidates = query ? [`${trimmed}?${query}`, trimmed] : [trimmed];
  const db = await getDb();
  const rows = await db
    .select({ fromPath: siteRedirects.fromPath, toUrl: siteRedirects.toUrl })
    .from(siteRedirects)
    .where(and(eq(siteRedirects.websiteId, websiteId), inArray(siteRedirects.fromPath, candidates)));
  for (const candidate of candidates) {
    const row = rows.find((r) => r.fromPath === candidate);
    if (row) return row.toUrl;
  }
  return null;
}
