import { eq } from 'drizzle-orm';
import { choosePeriod, type TReportPeriod } from '@/domain/reports/report-period';
import type { TDb } from '@/server/db/client';
import { websiteDealerships, websites } from '@/server/db/schema';
import { listViewerDealerships, type TViewerDealership } from '@/server/dashboard/list-viewer-dealerships';
import { listViewerSites, type TViewerSite } from '@/server/dashboard/list-viewer-sites';
import type { TViewer } from '@/server/dashboard/viewer.types';
import type { TReportQuery, TReportQueryError } from './report-query.schema';

/** The site a report is of, with what its figures are read in: its zone, currency and overdue time. */
export type TReportSite = {
  id: number;
  slug: string;
  name: string;
  timezone: string;
  currency: 'AUD' | 'NZD';
  overdueMinutes: number;
};

/** What one report covers: a site the person may see, optionally one of its dealerships, and a period. */
export type TReportScope = { site: TReportSite; dealershipId: number | null; period: TReportPeriod };

/**
 * The report a person asked for, within what they may see: the chosen site (else their first), the chosen
 * dealership if it is one of that site's they may see, the chosen days (else the last 30). A site or dealership
 * outside their scope is refused at its field, exactly as one that does not exist. Null when they see no site.
 */
export async function resolveReportScope(
  db: TDb,
  viewer: TViewer,
  query: TReportQuery,
  now: Date = new Date(),
): Promise<{
  scope: TReportScope | null;
  sites: TViewerSite[];
  dealerships: TViewerDealership[];
  errors: TReportQueryError[];
}> {
  const errors: TReportQueryError[] = [];
  const sites = await listViewerSites(db, viewer);
  let chosen = sites[0];
  if (query.site) {
    const found = sites.find((s) => s.slug === query.site);
    if (found) chosen = found;
    else errors.push({ field: 'site', message: 'Choose a site from the list' });
  }
  if (!chosen) return { scope: null, sites, dealerships: [], errors };
  const [site] = await db
    .select({
      id: websites.id,
      slug: websites.slug,
      name: websites.name,
      timezone: websites.timezone,
      currency: websites.currency,
      overdueMinutes: websites.overdueMinutes,
    })
    .from(websites)
    .where(eq(websites.id, chosen.id));
  const ofSite = await db
    .select({ id: websiteDealerships.dealershipId })
    .from(websiteDealerships)
    .where(eq(websiteDealerships.websiteId, chosen.id));
  const siteDealershipIds = new Set(ofSite.map((d) => d.id));
  const dealerships = (await listViewerDealerships(db, viewer)).filter((d) => siteDealershipIds.has(d.id));
  let dealershipId: number | null = null;
  if (query.dealership !== undefined) {
    if (dealerships.some((d) => d.id === query.dealership)) dealershipId = query.dealership;
    else errors.push({ field: 'dealership', message: 'Choose a dealership from the list' });
  }
  const period = choosePeriod(query, now, site!.timezone);
  return { scope: { site: site!, dealershipId, period }, sites, dealerships, errors };
}
