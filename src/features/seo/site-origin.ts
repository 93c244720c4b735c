import { DEFAULT_KEY } from '@/server/websites/site-key-from-host';
import type { TSite } from '@/server/websites/site.types';

/**
 * The absolute origin of a site, from what resolved it and never from a request header: https://{domain} when the
 * site has a domain, else the host its key names (`{slug}.localhost`, bare `localhost` for the default key) on the
 * port this server listens on. The same for every request, so pages that use it can be served from the cache.
 */
export function siteOrigin(site: Pick<TSite, 'domainName'>, siteKey: string, port: number): string {
  if (site.domainName) return `https://${site.domainName}`;
  const host = siteKey === DEFAULT_KEY || !/^[a-z0-9.-]+$/.test(siteKey) ? 'localhost' : siteKey;
  return `http://${host}${port === 80 ? '' : `:${port}`}`;
}
