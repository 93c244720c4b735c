import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { siteKeyFromHost } from '@/server/websites/site-key-from-host';
import type { TSite } from '@/server/websites/site.types';

/**
 * The site an API request is for, from its Host header, as for pages (API routes are not rewritten
 * by the proxy). Null for a host that names no site: answer 404.
 */
export function getRequestSite(request: Pick<Request, 'headers'>): Promise<TSite | null> {
  return getSiteByKey(siteKeyFromHost(request.headers.get('host')));
}
