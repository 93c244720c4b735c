/** Where requests to a host are sent, by host: a site's other domains to its canonical one (loadDomainRedirects). */
export type TLoadRedirects = () => Promise<ReadonlyMap<string, string>>;

/**
 * The proxy's view of the domain redirects: the whole map, held in this process and read again when it is more
 * than `maxAgeMs` old, so a change reaches every server within that time (docs/adr/0030). One load at a time; a
 * load that fails keeps the last map (empty at first: hosts are then served, never refused).
 */
export function createDomainRedirects(
  load: TLoadRedirects,
  options: { maxAgeMs?: number; now?: () => number } = {},
) {
  const { maxAgeMs = 1000, now = Date.now } = options;
  let current: ReadonlyMap<string, string> | null = null;
  let loadedAt = 0;
  let pending: Promise<void> | null = null;

  function refresh(): Promise<void> {
    pending ??= load()
      .then(
        (map) => {
          current = map;
        },
        () => {
          current ??= new Map();
        },
      )
      .finally(() => {
        loadedAt = now();
        pending = null;
      });
    return pending;
  }

  /** The canonical host a request to `host` (a site key: lower case, no port) is sent to; null: served here. */
  return async function redirectFor(host: string): Promise<string | null> {
    if (!current || now() - loadedAt > maxAgeMs) await refresh();
    return current?.get(host) ?? null;
  };
}

/**
 * The address a request is sent to on its site's canonical host: the same path and query, the same port (a
 * local server's), https when the proxy in front said so (X-Forwarded-Proto), else the request's own scheme.
 */
export function canonicalLocation(
  request: {
    host: string | null;
    protocol: string;
    forwardedProto: string | null;
    path: string;
    search: string;
  },
  canonicalHost: string,
): string {
  const port = /:\d+$/.exec(request.host ?? '')?.[0] ?? '';
  const scheme = request.forwardedProto?.split(',')[0]?.trim() === 'https' ? 'https:' : request.protocol;
  return `${scheme}//${canonicalHost}${port}${request.path}${request.search}`;
}
