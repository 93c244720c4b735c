import ipaddr from 'ipaddr.js';
import { env } from '@/env';
import { PEER_ADDRESS_HEADER } from './peer-address';

export type TProxyTrust = {
  /** Addresses or CIDR ranges of proxies of ours (TRUSTED_PROXIES). */
  proxies: readonly string[];
  /** Hops to believe whatever their address (TRUSTED_PROXY_HOPS). */
  hops: number;
};

function parse(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  // process() reads an IPv4-mapped IPv6 address (::ffff:1.2.3.4, Node's dual-stack sockets) as IPv4.
  return ipaddr.isValid(address) ? ipaddr.process(address) : null;
}

function isTrustedProxy(address: string, proxies: readonly string[]): boolean {
  const ip = parse(address);
  if (!ip) return false;
  return proxies.some((entry) => {
    if (!entry.includes('/')) return parse(entry)?.toString() === ip.toString();
    const [range, bits] = ipaddr.parseCIDR(entry);
    return range.kind() === ip.kind() && ip.match(range, bits);
  });
}

const configured = (): TProxyTrust => ({ proxies: env.TRUSTED_PROXIES, hops: env.TRUSTED_PROXY_HOPS });

/**
 * The address of who is asking. Starts from the socket's address (PEER_ADDRESS_HEADER, which no client
 * can set) and walks X-Forwarded-For from the right only while the address in hand is a trusted proxy: one
 * listed in TRUSTED_PROXIES, or one of the first TRUSTED_PROXY_HOPS hops. Both are off by default, so a
 * client's own X-Forwarded-For never picks its identity. Null for a request that did not come through a
 * Node.js server (no peer address) or an entry a trusted proxy passed on that is no address.
 */
export function clientAddress(headers: Headers, trust: TProxyTrust = configured()): string | null {
  const peer = headers.get(PEER_ADDRESS_HEADER)?.trim();
  if (!peer) return null;
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '')
    .reverse();
  let client = peer;
  for (let i = 0; i < forwarded.length; i++) {
    if (i >= trust.hops && !isTrustedProxy(client, trust.proxies)) break;
    client = forwarded[i]!;
  }
  return parse(client)?.toString() ?? null;
}

/** Whether the request reached us through a trusted proxy, whose X-Forwarded-* headers may be believed. */
export function isFromTrustedProxy(headers: Headers, trust: TProxyTrust = configured()): boolean {
  const peer = headers.get(PEER_ADDRESS_HEADER)?.trim();
  return !!peer && (trust.hops > 0 || isTrustedProxy(peer, trust.proxies));
}

/**
 * The rate-limit key of who is asking (clientAddress): an IPv4 address or an IPv6 client's /64 (one
 * subscriber's network). 'unknown' when there is no address: all such share one allowance.
 */
export function clientId(headers: Headers, trust: TProxyTrust = configured()): string {
  const address = clientAddress(headers, trust);
  if (!address) return 'unknown';
  const ip = ipaddr.parse(address);
  if (ip.kind() === 'ipv4') return address;
  const parts = (ip as ipaddr.IPv6).parts.slice(0, 4).map((part) => part.toString(16));
  return `${parts.join(':')}::/64`;
}
