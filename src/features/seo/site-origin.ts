import { isFromTrustedProxy, type TProxyTrust } from '@/server/http/client-id';
import type { TSite } from '@/server/websites/site.types';

/** A Host header's value we can print in a URL: a host name or address, and a port. */
const HOST =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The absolute origin of a site, for canonical links, Open Graph tags, JSON-LD, the sitemap and robots.txt:
 * https://{domain} when the site has one configured; else the host that resolved the site (the Host
 * header, never X-Forwarded-Host), over https only when a trusted proxy (TRUSTED_PROXIES or
 * TRUSTED_PROXY_HOPS) says so in X-Forwarded-Proto. A Host that is no host name is read as localhost.
 */
export function siteOrigin(site: Pick<TSite, 'domainName'>, headers: Headers, trust?: TProxyTrust): string {
  if (site.domainName) return `https://${site.domainName}`;
  const host = headers.get('host')?.trim() ?? '';
  const https = headers.get('x-forwarded-proto') === 'https' && isFromTrustedProxy(headers, trust);
  return `${https ? 'https' : 'http'}://${HOST.test(host) ? host.toLowerCase() : 'localhost'}`;
}
