/**
 * The key a request's site is looked up by: the host name, lower-cased, without port or trailing dot.
 * Hosts that name no site at all (bare localhost, an IP address, no host) map to the empty-named
 * `default` key, which resolves to DEFAULT_SITE.
 */
export function siteKeyFromHost(host: string | null): string {
  if (!host) return DEFAULT_KEY;
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  if (name === '' || name === 'localhost' || /^[\d.]+$/.test(name) || name.startsWith('['))
    return DEFAULT_KEY;
  if (!/^[a-z0-9.-]+$/.test(name) || name.length > 253) return INVALID_KEY;
  return name;
}

export const DEFAULT_KEY = '_default';
/** A host that cannot be a domain name; never matches a site. */
export const INVALID_KEY = '_invalid';
