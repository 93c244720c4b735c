import { revalidateTag } from 'next/cache';

/** The cache tag of one site key's lookup, found or not (lookupSiteByKey). */
export const siteKeyTag = (key: string) => `site-key:${key}`;
/** The cache tag of every lookup that found this site, and so of every page that read it. */
export const siteLookupTag = (websiteId: number) => `site-lookup:${websiteId}`;

/**
 * Expires at once the lookups (and the pages that read them) a change of a site's record, domains or publishing
 * makes stale: the site's own (`websiteId`), and the keys that may have answered "no such site" before (`keys`: a
 * new domain, a new site's `{slug}.localhost`). Other sites' pages and every site's cached data stay.
 */
export function revalidateSiteLookup(websiteId: number | null, keys: readonly string[] = []): void {
  if (websiteId !== null) revalidateTag(siteLookupTag(websiteId), { expire: 0 });
  for (const key of keys) revalidateTag(siteKeyTag(key), { expire: 0 });
}
