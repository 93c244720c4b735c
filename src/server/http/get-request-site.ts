import { serverSecret } from '@/server/payments/server-secret';
import { lookupSiteByKey } from '@/server/websites/lookup-site-by-key';
import { siteKeyFromHost } from '@/server/websites/site-key-from-host';
import { PREVIEW_COOKIE, verifySitePreview } from '@/server/websites/site-preview-token';
import type { TSite } from '@/server/websites/site.types';

/** One cookie's value from a Cookie header. */
function cookieValue(header: string | null, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}

/**
 * The site an API request is for, from its Host header, as for pages (API routes are not rewritten by the
 * proxy). Null for a host that names no site, and for an unpublished site unless the request carries its
 * preview cookie: answer 404.
 */
export async function getRequestSite(request: Pick<Request, 'headers'>): Promise<TSite | null> {
  const site = await lookupSiteByKey(siteKeyFromHost(request.headers.get('host')));
  if (!site || site.publishedAt) return site;
  const token = cookieValue(request.headers.get('cookie'), PREVIEW_COOKIE);
  return verifySitePreview(token, 'cookie', Date.now(), serverSecret()) === site.id ? site : null;
}
