import { asc, eq, inArray } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { dealerships, locations, websiteDealerships } from '@/server/db/schema';

export type TImportLocation = {
  id: number;
  city: string;
  state: string;
  phone: string | null;
  primary: boolean;
  locationType: string;
};

export type TImportDealership = { id: number; slug: string; locations: TImportLocation[] };

/** The dealerships a site shows, with their locations: the only dealerships an import for that site may touch. */
export async function loadSiteDealerships(db: TDb, siteId: number): Promise<TImportDealership[]> {
  const rows = await db
    .select({ id: dealerships.id, slug: dealerships.slug })
    .from(websiteDealerships)
    .innerJoin(dealerships, eq(dealerships.id, websiteDealerships.dealershipId))
    .where(eq(websiteDealerships.websiteId, siteId))
    .orderBy(asc(dealerships.id));
  if (rows.length === 0) return [];
  const places = await db
    .select({
      id: locations.id,
      dealershipId: locations.dealershipId,
      city: locations.city,
      state: locations.state,
      phone: locations.phone,
      primary: locations.primary,
      locationType: locations.locationType,
    })
    .from(locations)
    .where(
      inArray(
        locations.dealershipId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(locations.id));
  return rows.map((d) => ({ ...d, locations: places.filter((p) => p.dealershipId === d.id) }));
}

/** Where a car stands when the file does not say: the primary location, else a sales location, else any. */
export function defaultLocation(dealership: TImportDealership): TImportLocation | null {
  const { locations: places } = dealership;
  return (
    places.find((p) => p.primary) ??
    places.find((p) => p.locationType === 'primary') ??
    places.find((p) => p.locationType === '' || p.locationType === 'sales') ??
    places[0] ??
    null
  );
}
