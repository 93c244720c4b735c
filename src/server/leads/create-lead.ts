import { and, eq, inArray } from 'drizzle-orm';
import type { TCustomerHandlerKind } from '@/domain';
import type { TDb } from '@/server/db/client';
import { cars, dealerships, leadDeliveries, leads } from '@/server/db/schema';
import { RouteError } from '@/server/http/route-error';
import type { TSite } from '@/server/websites/site.types';
import { isPartialLead, leadColumns } from './lead-columns';
import { leadDestinationsFor } from './lead-destinations-for';
import type { TLead } from './lead-request.schema';

export type TLeadMeta = { userAgent: string | null; referer: string | null; now?: Date };
/** The transaction a lead is written in, for rows that must commit with it (a valuation request). */
export type TLeadTransaction = Parameters<Parameters<TDb['transaction']>[0]>[0];
export type TCreateLeadResult = { id: string; spam: false } | { id: null; spam: true };

/**
 * Stores a lead and, in the same transaction, one outbox row per destination, so nothing the visitor
 * was told is sent can be lost. A filled spam trap stores nothing. A car or dealership must be the site's
 * own (400 naming the field). A partial lead (Incomplete) gets no outbox rows until it is completed.
 * `alongside` writes the form's own rows (a valuation request) in the same transaction.
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
  const destinations = leadDestinationsFor(site.leadDestinations, handler);
  if (handler !== 'server' && destinations.length === 0) {
    throw new RouteError(404, `This site has no ${handler} integration.`, null);
  }
  const { carId, dealershipId } = await resolveOwnership(db, site, lead);
  const now = meta.now ?? new Date();
  const values = { ...leadColumns(lead, { ...meta, now }), websiteId: site.id, carId, dealershipId };
  const id = await db.transaction(async (tx) => {
    const [row] = await tx.insert(leads).values(values).returning({ id: leads.id });
    if (!isPartialLead(lead) && destinations.length > 0) {
      await tx.insert(leadDeliveries).values(
        destinations.map((d) => ({
          leadId: row!.id,
          destination: d.name,
          kind: d.kind,
          nextAttemptAt: now,
        })),
      );
    }
    await alongside?.(tx, row!.id);
    return row!.id;
  });
  return { id, spam: false };
}

/** The lead's car and dealership, only among the site's own; else the site's head dealership. */
export async function resolveOwnership(
  db: TDb,
  site: Pick<TSite, 'dealershipIds' | 'dealershipId'>,
  lead: Pick<TLead, 'car_id' | 'dealership_slug'>,
): Promise<{ carId: number | null; dealershipId: number | null }> {
  if (lead.car_id !== undefined) {
    const [car] =
      site.dealershipIds.length === 0
        ? []
        : await db
            .select({ id: cars.id, dealershipId: cars.dealershipId })
            .from(cars)
            .where(and(eq(cars.id, lead.car_id), inArray(cars.dealershipId, site.dealershipIds)))
            .limit(1);
    if (!car) throw new RouteError(400, 'lead.car_id: No such car on this site.', 'lead.car_id');
    return { carId: car.id, dealershipId: car.dealershipId };
  }
  if (lead.dealership_slug && site.dealershipIds.length > 0) {
    const [dealership] = await db
      .select({ id: dealerships.id })
      .from(dealerships)
      .where(and(eq(dealerships.slug, lead.dealership_slug), inArray(dealerships.id, site.dealershipIds)))
      .limit(1);
    if (dealership) return { carId: null, dealershipId: dealership.id };
  }
  return { carId: null, dealershipId: site.dealershipId ?? site.dealershipIds[0] ?? null };
}
