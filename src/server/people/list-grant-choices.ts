import { asc, inArray } from 'drizzle-orm';
import { mayGrant } from '@/domain/people/people-scope';
import type { TViewer } from '@/server/dashboard/viewer.types';
import type { TDb } from '@/server/db/client';
import { DASHBOARD_ROLES, dealerships, websites, type TDashboardRole } from '@/server/db/schema';
import { peopleScopeOf } from './scope-of-viewer';

export type TGrantChoices = {
  roles: TDashboardRole[];
  sites: { id: number; name: string }[];
  dealerships: { id: number; name: string }[];
};

/** The roles, sites (for a group admin) and dealerships (for a manager or salesperson) the viewer may give. */
export async function listGrantChoices(db: TDb, viewer: TViewer): Promise<TGrantChoices> {
  const scope = await peopleScopeOf(db, viewer);
  const siteRows = scope.all
    ? await db.select({ id: websites.id, name: websites.name }).from(websites).orderBy(asc(websites.name))
    : scope.siteIds.length
      ? await db
          .select({ id: websites.id, name: websites.name })
          .from(websites)
          .where(inArray(websites.id, scope.siteIds))
          .orderBy(asc(websites.name))
      : [];
  const columns = { id: dealerships.id, name: dealerships.name };
  const dealershipRows = scope.all
    ? await db.select(columns).from(dealerships).orderBy(asc(dealerships.name))
    : scope.dealershipIds.length
      ? await db
          .select(columns)
          .from(dealerships)
          .where(inArray(dealerships.id, scope.dealershipIds))
          .orderBy(asc(dealerships.name))
      : [];
  const grants = (role: TDashboardRole, websiteId: number | null, dealershipId: number | null) =>
    mayGrant(viewer.memberships, { role, websiteId, dealershipId }, scope.sitesOf);
  return {
    roles: DASHBOARD_ROLES.filter(
      (role) =>
        grants(role, null, null) ||
        siteRows.some((s) => grants(role, s.id, null)) ||
        dealershipRows.some((d) => grants(role, null, d.id)),
    ),
    sites: siteRows.filter((s) => grants('group_admin', s.id, null)),
    dealerships: dealershipRows.filter((d) => grants('salesperson', null, d.id)),
  };
}
