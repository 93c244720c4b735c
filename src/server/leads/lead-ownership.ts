import { and, eq, inArray } from 'drizzle-orm';
import type { TCustomerHandlerKind } from '@/domain/leads/customer-handler-target';
import type { TDb } from '@/server/db/client';
import { cars, dealerships, locations } from '@/server/db/schema';
import { RouteError } from '@/server/http/route-error';
import type { TSite } from '@/server/websites/site.types';
import { hasPartnerIntegration } from './lead-destinations-for';
import type { TLead } from './lead-request.schema';

/** A partner route (taurusCustomer, …) of a site without that integration answers 404. */
export function assertHandlerOfSite(
  site: Pick<TSite, 'leadDestinations'>,
  handler: TCustomerHandlerKind,
): void {
  if (handler !== 'server' && !hasPartnerIntegration(site.leadDestinations, handler)) {
    throw new RouteError(404, `This site has no ${handler} integration.`, null);
  }
}

/**
 * The lead's car (its id and slug), location and dealership (dealership_slug, else preferredDealership),
 * only among the site's own: a car, location or dealership of another site, or none at all, is a 400 naming the field. Without them, the site's head
 * dealership.
 */
export async function resolveOwnership(
  db: TDb,
  site: Pick<TSite, 'dealershipIds' | 'dealershipId'>,
  lead: Pick<TLead, 'car_id' | 'dealership_slug' | 'preferredDealership' | 'location_id'>,
): Promise<{ carId: number | null; carSlug: string | null; dealershipId: number | null }> {
  const own = site.dealershipIds.length > 0 ? site.dealershipIds : [-1];
  if (lead.location_id !== undefined) {
    const [location] = await db
      .select({ id: locations.id })
      .from(locations)
      .where(and(eq(locations.id, lead.location_id), inArray(locations.dealershipId, own)))
      .limit(1);
    if (!location) {
      throw new RouteError(400, 'lead.location_id: No such location on this site.', 'lead.location_id');
    }
  }
  if (lead.car_id !== undefined) {
    const [car] = await db
      .select({ id: cars.id, slug: cars.slug, dealershipId: cars.dealershipId })
      .from(cars)
      .where(and(eq(cars.id, lead.car_id), inArray(cars.dealershipId, own)))
      .limit(1);
    if (!car) throw new RouteError(400, 'lead.car_id: No such car on this site.', 'lead.car_id');
    return { carId: car.id, carSlug: car.slug, dealershipId: car.dealershipId };
  }
  // preferredDealership is stored as the lead's dealership slug (spec section 3), so it is held to the same rule.
  let dealershipId: number | null = null;
  for (const field of ['preferredDealership', 'dealership_slug'] as const) {
    const slug = lead[field];
    if (!slug) continue;
    const [dealership] = await db
      .select({ id: dealerships.id })
      .from(dealerships)
      .where(and(eq(dealerships.slug, slug), inArray(dealerships.id, own)))
      .limit(1);
    if (!dealership) {
      throw new RouteError(400, `lead.${field}: No such dealership on this site.`, `lead.${field}`);
    }
    dealershipId = dealership.id;
  }
  if (dealershipId !== null) return { carId: null, carSlug: null, dealershipId };
  return { carId: null, carSlug: null, dealershipId: site.dealershipId ?? site.dealershipIds[0] ?? null };
}
