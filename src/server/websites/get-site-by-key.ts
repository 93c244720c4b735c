import { isPreviewing } from './is-previewing';
import { lookupSiteByKey } from './lookup-site-by-key';
import type { TSite } from './site.types';

/**
 * The site a page is for, from the key the proxy derived from its host (lookupSiteByKey, cached). An unpublished
 * site is null, an unknown host's 404, except to a browser previewing it (isPreviewing): published pages never
 * read the request, so they stay cached and the same for everyone.
 */
export async function getSiteByKey(key: string): Promise<TSite | null> {
  const site = await lookupSiteByKey(key);
  if (!site || site.publishedAt) return site;
  return (await isPreviewing(site.id)) ? site : null;
}
