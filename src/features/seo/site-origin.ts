import type { TSite } from '@/server/websites/site.types';

/** The absolute origin of a site: https://{domain} when it has one, else the origin the request came to. */
export function siteOrigin(
  site: Pick<TSite, 'domainName'>,
  host: string | null,
  proto: string | null,
): string {
  if (site.domainName) return `https://${site.domainName}`;
  const scheme = proto === 'https' ? 'https' : 'http';
  return `${scheme}://${host ?? 'localhost'}`;
}
