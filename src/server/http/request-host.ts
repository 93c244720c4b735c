import { isFromTrustedProxy, type TProxyTrust } from './client-id';

const first = (value: string | null | undefined) => value?.split(',')[0]?.trim().toLowerCase() || null;

/**
 * The host a request was sent to: X-Forwarded-Host when a trusted proxy (TRUSTED_PROXIES, TRUSTED_PROXY_HOPS) passed
 * it on, else the Host header. A client's own X-Forwarded-Host is never believed.
 */
export function requestHost(headers: Headers, trust?: TProxyTrust): string | null {
  const forwarded = isFromTrustedProxy(headers, trust) ? first(headers.get('x-forwarded-host')) : null;
  return forwarded ?? first(headers.get('host'));
}

/** The scheme a trusted proxy says the request came in on (`https:` or `http:`); null when nobody trusted says. */
export function requestProtocol(headers: Headers, trust?: TProxyTrust): 'http:' | 'https:' | null {
  if (!isFromTrustedProxy(headers, trust)) return null;
  const proto = first(headers.get('x-forwarded-proto'));
  return proto === 'https' ? 'https:' : proto === 'http' ? 'http:' : null;
}
