import { and, eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { cars, catalogueModels, reservations } from '@/server/db/schema';
import { RouteError } from '@/server/http/route-error';
import { matchesHoldSecret } from './hold-secret';
import { isReservationReference } from './reservation-reference';

/**
 * The site's reservation of that reference, when the presented hold secret is its own; 404 otherwise,
 * never saying which of the two was wrong.
 */
export async function findBuyerReservation(
  db: TDb,
  siteId: number,
  reference: string,
  secret: string | null | undefined,
  serverSecret: () => string,
) {
  const notFound = new RouteError(404, 'No reservation with this reference.', 'reference');
  if (!isReservationReference(reference)) throw notFound;
  const [row] = await db
    .select({
      reservation: reservations,
      car: { id: cars.id, slug: cars.slug, name: cars.name, stocknum: cars.stocknum },
      model: {
        id: catalogueModels.id,
        slug: catalogueModels.slug,
        name: catalogueModels.name,
        make: catalogueModels.manufacturerName,
      },
    })
    .from(reservations)
    .leftJoin(cars, eq(cars.id, reservations.carId))
    .leftJoin(catalogueModels, eq(catalogueModels.id, reservations.modelId))
    .where(and(eq(reservations.websiteId, siteId), eq(reservations.reference, reference)))
    .limit(1);
  if (!row || !matchesHoldSecret(secret, row.reservation.id, serverSecret())) throw notFound;
  return row;
}

/** The status call's answer (docs/checkout.md): no secrets, no card details; a car or a model (ADR 0020). */
export function reservationStatusBody(row: Awaited<ReturnType<typeof findBuyerReservation>>) {
  const { reservation, car } = row;
  const model = row.model && {
    ...row.model,
    name: row.model.name.trim(),
    make: row.model.make.trim(),
  };
  const buyer = reservation.customer as { name?: string; email?: string };
  return {
    reference: reservation.reference,
    status: reservation.status,
    kind: reservation.kind,
    amountCents: reservation.amountCents,
    currency: reservation.currency,
    expiresAt: reservation.expiresAt.toISOString(),
    processor: reservation.processor,
    refundDue: reservation.refundDue,
    car,
    model,
    buyer: buyer.name && buyer.email ? { name: buyer.name, email: buyer.email } : null,
  };
}
