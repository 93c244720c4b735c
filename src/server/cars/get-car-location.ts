import { eq } from 'drizzle-orm';
import { cacheLife, cacheTag } from 'next/cache';
import { getDb } from '@/server/db/db';
import { dealerships, locations } from '@/server/db/schema';

export type TCarLocation = {
  dealershipSlug: string;
  dealershipName: string;
  location: {
    id: number;
    name: string;
    street: string;
    city: string;
    state: string;
    postcode: string;
    phone: string | null;
    placeUrl: string | null;
    /** The location's own maps key (the site's takes precedence). */
    mapKey: string | null;
  } | null;
};

/** The car's dealership and location (the car was already found among the site's dealerships), cached per site. */
export async function getCarLocation(
  siteId: number,
  dealershipId: number,
  locationId: number | null,
): Promise<TCarLocation | null> {
  'use cache';
  cacheLife('hours');
  cacheTag(`site:${siteId}`);
  const db = await getDb();
  const [dealership] = await db
    .select({ slug: dealerships.slug, name: dealerships.name })
    .from(dealerships)
    .where(eq(dealerships.id, dealershipId))
    .limit(1);
  if (!dealership) return null;
  const [location] =
    locationId === null
      ? []
      : await db
          .select({
            id: locations.id,
            name: locations.name,
            street: locations.street,
            city: locations.city,
            state: locations.state,
            postcode: locations.postcode,
            phone: locations.phone,
            placeUrl: locations.placeUrl,
            mapKey: locations.mapKey,
            dealershipId: locations.dealershipId,
          })
          .from(locations)
          .where(eq(locations.id, locationId))
          .limit(1);
  const own = location && location.dealershipId === dealershipId ? location : null;
  return {
    dealershipSlug: dealership.slug,
    dealershipName: dealership.name,
    location: own
      ? {
          id: own.id,
          name: own.name,
          street: own.street,
          city: own.city,
          state: own.state,
          postcode: own.postcode,
          phone: own.phone,
          placeUrl: own.placeUrl,
          mapKey: own.mapKey,
        }
      : null,
  };
}
