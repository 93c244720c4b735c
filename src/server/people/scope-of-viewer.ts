import { inArray } from 'drizzle-orm';
import type { TSitesOfDealership } from '@/domain/people/people-scope';
import type { TDb } from '@/server/db/client';
import { websiteDealerships } from '@/server/db/schema';
import { dealershipIdsOf, isPlatformAdmin, siteIdsOf } from '@/server/dashboard/lead-scope';
import type { TViewer } from '@/server/dashboard/viewer.types';

export type TPeopleScope = {
  all: boolean;
  /** Sites whose group admins the viewer may manage. */
  siteIds: number[];
  /** Dealerships whose managers or salespeople the viewer may manage (some, by the rule). */
  dealershipIds: number[];
  sitesOf: TSitesOfDealership;
};

/**
 * What the people rule needs of the database for one viewer: which of their sites show each dealership (only a
 * group admin's sites matter, so only their rows are read), and the sites and dealerships it reaches.
 */
export async function peopleScopeOf(db: TDb, viewer: TViewer): Promise<TPeopleScope> {
  const siteIds = siteIdsOf(viewer);
  const rows =
    siteIds.length === 0
      ? []
      : await db.select().from(websiteDealerships).where(inArray(websiteDealerships.websiteId, siteIds));
  const map = new Map<number, number[]>();
  for (const row of rows) map.set(row.dealershipId, [...(map.get(row.dealershipId) ?? []), row.websiteId]);
  return {
    all: isPlatformAdmin(viewer),
    siteIds,
    dealershipIds: [...new Set([...map.keys(), ...dealershipIdsOf(viewer, ['dealership_manager'])])],
    sitesOf: (id) => map.get(id) ?? [],
  };
}
