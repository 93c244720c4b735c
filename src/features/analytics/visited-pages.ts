const PAGES_KEY = 'forecourt:visited-pages';
const PARAMS_KEY = 'forecourt:linked-query-params';
const MAX_PAGES = 50;
/** Query parameters that say where a visitor came from; kept with the lead (linked_query_params). */
const LINKED = /^(utm_[a-z]+|gclid|fbclid|msclkid)$/;

/** Records this page in the session's visited pages and keeps campaign query parameters. */
export function recordVisit(location: { pathname: string; search: string }): void {
  try {
    const pages = visitedPages();
    if (pages[pages.length - 1] !== location.pathname) pages.push(location.pathname);
    sessionStorage.setItem(PAGES_KEY, JSON.stringify(pages.slice(-MAX_PAGES)));
    const params = linkedQueryParams();
    for (const [k, v] of new URLSearchParams(location.search))
      if (LINKED.test(k)) params[k] = v.slice(0, 500);
    sessionStorage.setItem(PARAMS_KEY, JSON.stringify(params));
  } catch {
    // storage blocked: the lead is sent without them
  }
}

export function visitedPages(): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(PAGES_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter((p): p is string => typeof p === 'string').slice(-MAX_PAGES)
      : [];
  } catch {
    return [];
  }
}

export function linkedQueryParams(): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(PARAMS_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'string')) as Record<
      string,
      string
    >;
  } catch {
    return {};
  }
}
