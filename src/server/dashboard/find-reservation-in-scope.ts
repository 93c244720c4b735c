import { and, asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TDb } from '@/server/db/client';
import { auditLog, cars, catalogueModels, paymentEvents, reservations, websites } from '@/server/db/schema';
import { canonicalHostColumn } from '@/server/websites/canonical-host-column';
import { reservationScope } from './reservation-scope';
import { reservedItemColumns } from './reserved-item-columns';
import type { TViewer } from './viewer.types';

/** A reservation the person may see with its car (or model), payment events and audit log; null otherwise (404). */
export async function findReservationInScope(db: TDb, viewer: TViewer, id: string) {
  if (!z.uuid().safeParse(id).success) return null;
  const [row] = await db
    .select({
      reservation: reservations,
      car: { name: reservedItemColumns.carName, stocknum: reservedItemColumns.stocknum },
      site: {
        name: websites.name,
        slug: websites.slug,
        canonicalHost: canonicalHostColumn(),
        timeZone: websites.timezone,
        country: websites.country,
      },
    })
    .from(reservations)
    .leftJoin(cars, eq(cars.id, reservations.carId))
    .leftJoin(catalogueModels, eq(catalogueModels.id, reservations.modelId))
    .innerJoin(websites, eq(websites.id, reservations.websiteId))
    .where(and(eq(reservations.id, id), reservationScope(viewer)))
    .limit(1);
  if (!row) return null;
  const [events, audit] = await Promise.all([
    db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.reservationId, id))
      .orderBy(asc(paymentEvents.receivedAt)),
    db
      .select()
      .from(auditLog)
      .where(eq(auditLog.reservationId, id))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id)),
  ]);
  return { ...row, events, audit };
}
