import { cacheLife, cacheTag } from 'next/cache';
import { env } from '@/env';
import { getDb } from '@/server/db/db';
import { siteCardOf } from '@/domain/site/site-card';
import { findSite } from './find-site';
import { keepSiteCard } from './site-card-file';
import type { TSite } from './site.types';
import { siteKeyTag, siteLookupTag } from './revalidate-site-lookup';
import { slugForSiteKey } from './slug-for-site-key';

/**
 * The site a site key names, published or not: one of its domains (site_domains) first, then `{slug}.localhost`,
 * then DEFAULT_SITE for hosts that name no site. Null for an unknown host. Cached under the key's tag and, when
 * found, the site's lookup tag, which changes of its domains or publishing revalidate at once
 * (revalidateSiteLookup); `sites` tags every lookup, for an operator who wants them all read again. Each read
 * keeps the site's card for its error page (keepSiteCard), which must work while the database is down.
 */
export async function lookupSiteByKey(key: string): Promise<TSite | null> {
  'use cache';
  cacheLife('hours');
  cacheTag('sites', siteKeyTag(key));
  const db = await getDb();
  const site = (await findSite(db, { host: key })) ?? (await findSiteBySlugKey(key));
  if (site) {
    cacheTag(`site:${site.id}`, siteLookupTag(site.id));
    keepSiteCard(key, siteCardOf(site));
  }
  return site;
}

async function findSiteBySlugKey(key: string): Promise<TSite | null> {
  const slug = slugForSiteKey(key, env.DEFAULT_SITE);
  return slug ? findSite(await getDb(), { slug }) : null;
}
