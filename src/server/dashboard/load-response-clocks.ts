import { asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { TBusinessHours } from '@/domain/dashboard/lead-response-time';
import type { TDb } from '@/server/db/client';
import { locations, openingHours, specialHours, websiteDealerships, websites } from '@/server/db/schema';

/** How one site's leads at one dealership are timed: the site's overdue time in the dealership's hours. */
export type TResponseClock = {
  websiteId: number;
  dealershipId: number;
  overdueMinutes: number;
  business: TBusinessHours;
};

const SALES_TYPES = ['', 'sales', 'primary'];

/**
 * The response clock of every site and dealership pair the person may see (`scope`: the sites and
 * dealerships of their memberships, or all). A dealership's hours are those of its primary sales location
 * (its first sales location otherwise).
 */
export async function loadResponseClocks(
  db: TDb,
  scope: 'all' | { websiteIds: number[]; dealershipIds: number[] },
): Promise<TResponseClock[]> {
  let where: SQL | undefined;
  if (scope !== 'all') {
    const parts: SQL[] = [];
    if (scope.websiteIds.length) parts.push(inArray(websiteDealerships.websiteId, scope.websiteIds));
    if (scope.dealershipIds.length) parts.push(inArray(websiteDealerships.dealershipId, scope.dealershipIds));
    if (parts.length === 0) return [];
    where = or(...parts);
  }
  const pairs = await db
    .select({
      websiteId: websiteDealerships.websiteId,
      dealershipId: websiteDealerships.dealershipId,
      overdueMinutes: websites.overdueMinutes,
    })
    .from(websiteDealerships)
    .innerJoin(websites, eq(websites.id, websiteDealerships.websiteId))
    .where(where);
  const dealershipIds = [...new Set(pairs.map((p) => p.dealershipId))];
  if (dealershipIds.length === 0) return [];
  const found = await db
    .select({
      id: locations.id,
      dealershipId: locations.dealershipId,
      primary: locations.primary,
      type: locations.locationType,
      timezone: locations.timezone,
    })
    .from(locations)
    .where(inArray(locations.dealershipId, dealershipIds))
    .orderBy(asc(locations.id));
  const rank = (l: (typeof found)[number]) => (l.primary ? 0 : SALES_TYPES.includes(l.type) ? 1 : 2);
  const chosen = new Map<number, { id: number; timezone: string }>();
  for (const l of [...found].sort((a, b) => rank(a) - rank(b))) {
    if (!chosen.has(l.dealershipId)) chosen.set(l.dealershipId, { id: l.id, timezone: l.timezone });
  }
  const locationIds = [...chosen.values()].map((c) => c.id);
  const [hours, special] = locationIds.length
    ? await Promise.all([
        db.select().from(openingHours).where(inArray(openingHours.locationId, locationIds)),
        db.select().from(specialHours).where(inArray(specialHours.locationId, locationIds)),
      ])
    : [[], []];
  const businessOf = (dealershipId: number): TBusinessHours => {
    const location = chosen.get(dealershipId);
    if (!location) return { hours: [], specialHours: [], timeZone: 'Australia/Sydney' };
    return {
      timeZone: location.timezone,
      hours: hours.filter((h) => h.locationId === location.id),
      specialHours: special
        .filter((s) => s.locationId === location.id)
        .map((s) => ({ date: s.date, status: s.status, startHour: s.startHour, endHour: s.endHour })),
    };
  };
  return pairs.map((p) => ({ ...p, business: businessOf(p.dealershipId) }));
}
