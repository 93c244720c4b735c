import type { TProxyTrust } from './client-id';
import { requestHost, requestProtocol } from './request-host';

/**
 * The Origin check of browser requests: a request that names an Origin must come from the site it was sent to. The
 * Origin's scheme, host and port must be one of the site's configured domains over https (`siteHosts`), or the host
 * the request came to (requestHost: X-Forwarded-Host only from a trusted proxy) with the scheme a trusted proxy
 * reports (http or https when no trusted proxy says). Requests without an Origin (server-to-server, curl) pass; the
 * rate limit and validation still apply to them. An opaque `null` origin is refused.
 */
export function isSameOrigin(
  headers: Headers,
  siteHosts: readonly string[] = [],
  trust?: TProxyTrust,
): boolean {
  const origin = headers.get('origin');
  if (origin === null) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.protocol === 'https:' && url.port === '' && siteHosts.includes(url.hostname)) return true;
  const host = requestHost(headers, trust);
  if (!host || url.host !== host) return false;
  const protocol = requestProtocol(headers, trust);
  return protocol === null || protocol === url.protocol;
}
