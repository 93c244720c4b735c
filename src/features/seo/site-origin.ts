import { DEFAULT_KEY } from '@/server/websites/site-key-from-host';
import type { TSite } from '@/server/websites/site.types';

const LOCAL = /(^|\.)localhost$/;

/**
 * The absolute origin of a site, from what resolved it and never from a request header: https://{canonical host}
 * when the site has a domain, else the host its key names (`{slug}.localhost`, bare `localhost` for the default
 * key); a `.localhost` host (which has no certificate) is http on the port this server listens on. The same for
 * every request, so pages that use it can be served from the cache.
 */
export function siteOrigin(site: Pick<TSite, 'canonicalHost'>, siteKey: string, port: number): string {
  const onPort = (host: string) => `http://${host}${port === 80 ? '' : `:${port}`}`;
  if (site.canonicalHost) {
    return LOCAL.test(site.canonicalHost) ? onPort(site.canonicalHost) : `https://${site.canonicalHost}`;
  }
  return onPort(siteKey === DEFAULT_KEY || !/^[a-z0-9.-]+$/.test(siteKey) ? 'localhost' : siteKey);
}
