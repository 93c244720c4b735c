export const isAddress = (text: string) => /^https?:\/\//i.test(text);

/**
 * An old address as the site will meet it: the path and query of a full address (`https://old.example/a?b`
 * → `/a?b`) or a path as given, without a trailing slash (`/used-cars/` and `/used-cars` are one page).
 * Null when it is neither, or is the home page (which the new site serves itself).
 */
export function oldPathOf(text: string): string | null {
  let pathAndQuery = text;
  if (isAddress(text)) {
    try {
      const url = new URL(text);
      pathAndQuery = `${url.pathname}${url.search}`;
    } catch {
      return null;
    }
  }
  if (!pathAndQuery.startsWith('/') || pathAndQuery.startsWith('//') || /\s/.test(pathAndQuery)) return null;
  const [path = '', query] = splitQuery(pathAndQuery);
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (trimmed === '/' || trimmed === '') return null;
  return query === undefined ? trimmed : `${trimmed}?${query}`;
}

function splitQuery(pathAndQuery: string): [string, string | undefined] {
  const at = pathAndQuery.indexOf('?');
  return at < 0 ? [pathAndQuery, undefined] : [pathAndQuery.slice(0, at), pathAndQuery.slice(at + 1)];
}

/** Where an old address goes: a path on the site or a full http(s) address. Null otherwise. */
export function newUrlOf(text: string): string | null {
  if (/\s/.test(text)) return null;
  if (isAddress(text)) {
    try {
      return new URL(text).href;
    } catch {
      return null;
    }
  }
  return text.startsWith('/') && !text.startsWith('//') ? text : null;
}
