/**
 * Where a dealer site is served, for links from the dashboard: its canonical domain (over http on the dashboard's
 * port when it is a `.localhost` name, which has no certificate), or locally {slug}.localhost on that port.
 */
export function dealerSiteOrigin(
  site: { slug: string; canonicalHost: string | null },
  dashboardHost: string | null,
): string {
  const host = site.canonicalHost ?? `${site.slug}.localhost`;
  if (!/(^|\.)localhost$/.test(host)) return `https://${host}`;
  const port = /:(\d+)$/.exec(dashboardHost ?? '')?.[1];
  return `http://${host}${port ? `:${port}` : ''}`;
}
