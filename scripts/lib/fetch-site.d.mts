/** See fetch-site.mjs: fetch() for a demo site on this machine, with the site's own Host header. */
export function fetchSite(
  url: string,
  init?: { method?: string; headers?: Record<string, string>; body?: string },
): Promise<Response>;
