/**
 * Where a dealer site is served, for links from the dashboard to a car: its domain, or locally
 * {slug}.localhost on the dashboard's own port.
 */
export function dealerSiteOrigin(
  site: { slug: string; domainName: string | null },
  dashboardHost: string | null,
): string {
  if (site.domainName) return `https://${site.domainName}`;
  const port = /:(\d+)$/.exec(dashboardHost ?? '')?.[1];
  return `http://${site.slug}.localhost${port ? `:${port}` : ''}`;
}
