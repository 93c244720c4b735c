import { requestHost } from '@/server/http/request-host';
import type { TSite } from '@/server/websites/site.types';

/**
 * Whether the `origin` a checkout names is the dealer site's own: one of its domains, or the host the request
 * came to (X-Forwarded-Host only from a trusted proxy) (`{slug}.localhost:PORT` locally). Return and notification URLs are built from it.
 */
export function isSiteOrigin(origin: string, request: Request, site: Pick<TSite, 'hosts'>): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.protocol === 'https:' && site.hosts.includes(url.host.toLowerCase())) return true;
  const host = requestHost(request.headers);
  return host !== null && url.host.toLowerCase() === host;
}
