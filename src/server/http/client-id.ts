import { env } from '@/env';

/**
 * Who is asking, for rate limits and the Conversions API: the address the nearest untrusted hop connected
 * from. Each proxy appends its peer's address to X-Forwarded-For, so with `trustedHops` proxies of our own
 * in front (TRUSTED_PROXY_HOPS, default 1: a CDN or load balancer), that is the entry `trustedHops` from
 * the right; anything left of it was sent by the client and could be anything. Without the header,
 * X-Real-IP; with no trusted proxy (0), or neither header, 'direct' (every client shares one key).
 */
export function clientId(headers: Headers, trustedHops: number = env.TRUSTED_PROXY_HOPS): string {
  if (trustedHops === 0) return 'direct';
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  // Fewer entries than trusted proxies: the request skipped one; the left-most is all there is.
  const client = hops[Math.max(0, hops.length - trustedHops)];
  if (client) return client.slice(0, 100);
  const real = headers.get('x-real-ip')?.trim();
  return real ? real.slice(0, 100) : 'direct';
}
