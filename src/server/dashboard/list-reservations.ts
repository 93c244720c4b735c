import { and, count, desc, eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { cars, catalogueModels, reservations, websites } from '@/server/db/schema';
import { reservationScope } from './reservation-scope';
import { reservedItemColumns } from './reserved-item-columns';
import type { TViewer } from './viewer.types';

export const RESERVATIONS_PAGE_SIZE = 25;

/** One page of the reservations a person may see, newest first. */
export async function listReservations(db: TDb, viewer: TViewer, page: number) {
  const where = reservationScope(viewer);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: reservations.id,
        createdAt: reservations.createdAt,
        kind: reservations.kind,
        status: reservations.status,
        refundDue: reservations.refundDue,
        processor: reservations.processor,
        amountCents: reservations.amountCents,
        currency: reservations.currency,
        expiresAt: reservations.expiresAt,
        customer: reservations.customer,
        ...reservedItemColumns,
        siteName: websites.name,
        timeZone: websites.timezone,
        country: websites.country,
      })
      .from(reservations)
      .leftJoin(cars, eq(cars.id, reservations.carId))
      .leftJoin(catalogueModels, eq(catalogueModels.id, reservations.modelId))
      .innerJoin(websites, eq(websites.id, reservations.websiteId))
      .where(and(where))
      .orderBy(desc(reservations.createdAt), desc(reservations.id))
      .limit(RESERVATIONS_PAGE_SIZE)
      .offset((page - 1) * RESERVATIONS_PAGE_SIZE),
    db.select({ n: count() }).from(reservations).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
