import { inArray } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { websiteDealerships, websites } from '@/server/db/schema';
import type { TSearchSettings } from '@/server/db/schema/website-config-types';

export type TIndexTarget = { searchSettings: TSearchSettings; dealershipIds: Set<number> };

/** Each site's search settings and the dealerships whose cars belong in its index. */
export async function loadIndexTargets(
  db: TDb,
  websiteIds: readonly number[],
): Promise<Map<number, TIndexTarget>> {
  const [sites, links] = await Promise.all([
    db
      .select({ id: websites.id, searchSettings: websites.searchSettings })
      .from(websites)
      .where(inArray(websites.id, [...websiteIds])),
    db
      .select()
      .from(websiteDealerships)
      .where(inArray(websiteDealerships.websiteId, [...websiteIds])),
  ]);
  const targets = new Map<number, TIndexTarget>(
    sites.map((s) => [s.id, { searchSettings: s.searchSettings, dealershipIds: new Set<number>() }]),
  );
  for (const link of links) targets.get(link.websiteId)?.dealershipIds.add(link.dealershipId);
  return targets;
}
