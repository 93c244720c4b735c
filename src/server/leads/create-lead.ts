import { and, eq, inArray } from 'drizzle-orm';
import type { TCustomerHandlerKind } from '@/domain';
import type { TDb } from '@/server/db/client';
import { cars, dealerships, leadDeliveries, leads, locations } from '@/server/db/schema';
import { RouteError } from '@/server/http/route-error';
import type { TSite } from '@/server/websites/site.types';
import { isPartialLead, leadColumns } from './lead-columns';
import { hasPartnerIntegration, leadDestinationsFor } from './lead-destinations-for';
import type { TLead } from './lead-request.schema';

export type TLeadMeta = { userAgent: string | null; referer: string | null; now?: Date };
/** The transaction a lead is written in, for rows that must commit with it (a valuation request). */
export type TLeadTransaction = Parameters<Parameters<TDb['transaction']>[0]>[0];
/** repeat: the lead was stored before under the same idempotency key, and nothing new was written. */
export type TCreateLeadResult = { id: string; spam: false; repeat: boolean } | { id: null; spam: true };

/**
 * Stores a lead and, in the same transaction, one outbox row per destination, so nothing the visitor
 * was told is sent can be lost. Every lead goes to the site's own destinations; a partner route's
 * (`handler`) is also relayed to that partner (404 when the site has none). A filled spam trap stores nothing. A car or dealership must be the site's
 * own (400 naming the field). A partial lead (Incomplete) gets no outbox rows until it is completed.
 * `alongside` writes the form's own rows (a valuation request) in the same transaction. A lead whose
 * idempotency key the site has seen (a retry, a second click) is not stored again: the first one's id comes
 * back with `repeat`, and no delivery or `alongside` row is written.
 */
export async function createLead(
  db: TDb,
  site: Pick<TSite, 'id' | 'dealershipIds' | 'dealershipId' | 'leadDestinations'>,
  lead: TLead,
  meta: TLeadMeta,
  handler: TCustomerHandlerKind = 'server',
  alongside?: (tx: TLeadTransaction, leadId: string) => Promise<void>,
): Promise<TCreateLeadResult> {
  if (lead.website) {
    console.warn('Attempted spam submission', { site: site.id });
    return { id: null, spam: true };
  }
  assertHandlerOfSite(site, handler);
  const destinations = leadDestinationsFor(site.leadDestinations, handler);
  const { carId, dealershipId } = await resolveOwnership(db, site, lead);
  const now = meta.now ?? new Date();
  const values = {
    ...leadColumns(lead, { ...meta, now }),
    websiteId: site.id,
    carId,
    dealershipId,
    idempotencyKey: lead.idempotency_key ?? null,
  };
  const stored = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values(values)
      .onConflictDoNothing({ target: [leads.websiteId, leads.idempotencyKey] })
      .returning({ id: leads.id });
    if (!row) {
      // Another request with this key committed first (the unique index waited for it): its lead stands.
      const [first] = await tx
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.websiteId, site.id), eq(leads.idempotencyKey, values.idempotencyKey!)))
        .limit(1);
      return { id: first!.id, repeat: true };
    }
    if (!isPartialLead(lead) && destinations.length > 0) {
      await tx.insert(leadDeliveries).values(
        destinations.map((d) => ({
          leadId: row.id,
          destination: d.name,
          kind: d.kind,
          nextAttemptAt: now,
        })),
      );
    }
    await alongside?.(tx, row.id);
    return { id: row.id, repeat: false };
  });
  return { ...stored, spam: false };
}

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
 * The lead's car, location and dealership, only among the site's own: a car, location or dealership of
 * another site, or none at all, is a 400 naming the field. Without them, the site's head dealership.
 */
export async function resolveOwnership(
  db: TDb,
  site: Pick<TSite, 'dealershipIds' | 'dealershipId'>,
  lead: Pick<TLead, 'car_id' | 'dealership_slug' | 'location_id'>,
): Promise<{ carId: number | null; dealershipId: number | null }> {
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
      .select({ id: cars.id, dealershipId: cars.dealershipId })
      .from(cars)
      .where(and(eq(cars.id, lead.car_id), inArray(cars.dealershipId, own)))
      .limit(1);
    if (!car) throw new RouteError(400, 'lead.car_id: No such car on this site.', 'lead.car_id');
    return { carId: car.id, dealershipId: car.dealershipId };
  }
  if (lead.dealership_slug) {
    const [dealership] = await db
      .select({ id: dealerships.id })
      .from(dealerships)
      .where(and(eq(dealerships.slug, lead.dealership_slug), inArray(dealerships.id, own)))
      .limit(1);
    if (!dealership) {
      throw new RouteError(
        400,
        'lead.dealership_slug: No such dealership on this site.',
        'lead.dealership_slug',
      );
    }
    return { carId: null, dealershipId: dealership.id };
  }
  return { carId: null, dealershipId: site.dealershipId ?? site.dealershipIds[0] ?? null };
}
