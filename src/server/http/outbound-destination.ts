import ipaddr from 'ipaddr.js';

/**
 * Where the server may post a lead (a dealer's CRM webhook, a partner relay): public unicast addresses only. A
 * destination a dealer types could otherwise reach the platform's own network: loopback, private ranges, link-local
 * (the cloud metadata service at 169.254.169.254), unique-local IPv6 (fd00:ec2::254), carrier-grade NAT and the
 * reserved ranges. An allow-list (WEBHOOK_ALLOW_PRIVATE) opens exact host names or CIDRs for a CRM on a private
 * network and for the tests' local receivers.
 */
export type TOutboundAllowList = {
  hosts: readonly string[];
  cidrs: readonly [ipaddr.IPv4 | ipaddr.IPv6, number][];
};

export const NO_ALLOWANCES: TOutboundAllowList = { hosts: [], cidrs: [] };

/** The address's range when it is not public unicast (ipaddr.js's names: loopback, private, linkLocal…), else null. */
export function refusedRange(address: string): string | null {
  if (!ipaddr.isValid(address)) return 'not an IP address';
  // IPv4-mapped IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address it carries.
  const range = ipaddr.process(address).range();
  return range === 'unicast' ? null : range;
}

/** A URL's host without IPv6 brackets, lower-cased: `[::1]` reads `::1`. */
export function bareHost(hostname: string): string {
  return hostname.replace(/^\[(.*)\]$/, '$1').toLowerCase();
}

/** Whether the host is a name the system resolves to loopback on its own (RFC 6761), whatever DNS says. */
export function isLocalhostName(host: string): boolean {
  const name = bareHost(host).replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost');
}

/** Whether the allow-list names this host exactly, or holds a CIDR containing this address. */
export function isAllowed(list: TOutboundAllowList, host: string, address?: string): boolean {
  if (list.hosts.includes(bareHost(host))) return true;
  if (address === undefined || !ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  return list.cidrs.some(([base, bits]) => base.kind() === parsed.kind() && parsed.match(base, bits));
}

/**
 * Why a destination's host is refused before any lookup (an IP literal outside public unicast, or a localhost name),
 * else null. A name is judged again by the addresses it resolves to when a lead is sent.
 */
export function refusedHost(host: string, list: TOutboundAllowList = NO_ALLOWANCES): string | null {
  const bare = bareHost(host);
  if (isAllowed(list, bare, ipaddr.isValid(bare) ? bare : undefined)) return null;
  if (isLocalhostName(bare)) return 'loopback';
  return ipaddr.isValid(bare) ? refusedRange(bare) : null;
}

/**
 * WEBHOOK_ALLOW_PRIVATE: comma-separated exact host names, addresses and CIDRs (`crm.internal, 10.0.0.0/8, ::1`).
 * Throws with the entry that is none of these.
 */
export function parseAllowList(text: string | undefined): TOutboundAllowList {
  const hosts: string[] = [];
  const cidrs: [ipaddr.IPv4 | ipaddr.IPv6, number][] = [];
  for (const entry of (text ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean)) {
    if (entry.includes('/')) {
      if (!ipaddr.isValidCIDR(entry)) throw new Error(`${entry} is not a CIDR such as 10.0.0.0/8`);
      cidrs.push(ipaddr.parseCIDR(entry));
    } else if (ipaddr.isValid(entry)) {
      const address = ipaddr.process(entry);
      cidrs.push([address, address.kind() === 'ipv4' ? 32 : 128]);
    } else if (/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/.test(entry)) {
      hosts.push(entry);
    } else {
      throw new Error(`${entry} is neither a host name, an address nor a CIDR`);
    }
  }
  return { hosts, cidrs };
}
