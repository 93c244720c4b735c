/** Separates a site's key from the query string in the proxy's `/sites/{segment}` (a key never holds '~'). */
const QUERY_MARK = '~';

export type TSiteQuery = Record<string, string | string[]>;

/**
 * The `/sites/{segment}` the proxy rewrites a request to: the site's key, and the request's query string after '~'
 * when it had one. Each distinct address is then a page of its own to Next, so pages that read the query string are
 * served from the cache like the rest (ADR 0010) without reading the request.
 */
export function siteSegment(key: string, search: string): string {
  const query = search.replace(/^\?/, '');
  return encodeURIComponent(query ? `${key}${QUERY_MARK}${query}` : key);
}

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The site key of a `[site]` route parameter. */
export function siteKeyFromSegment(segment: string): string {
  const value = decoded(segment);
  const mark = value.indexOf(QUERY_MARK);
  return mark === -1 ? value : value.slice(0, mark);
}

/** The query string of a `[site]` route parameter, as Next's searchParams would give it (repeated keys kept). */
export function siteQueryFromSegment(segment: string): TSiteQuery {
  const value = decoded(segment);
  const mark = value.indexOf(QUERY_MARK);
  const query: TSiteQuery = {};
  if (mark === -1) return query;
  for (const [name, entry] of new URLSearchParams(value.slice(mark + 1))) {
    const known = query[name];
    query[name] = known === undefined ? entry : Array.isArray(known) ? [...known, entry] : [known, entry];
  }
  return query;
}

/** The raw query string of a `[site]` route parameter, without its '?' ('' when it had none). */
export function siteSearchFromSegment(segment: string): string {
  const value = decoded(segment);
  const mark = value.indexOf(QUERY_MARK);
  return mark === -1 ? '' : value.slice(mark + 1);
}
