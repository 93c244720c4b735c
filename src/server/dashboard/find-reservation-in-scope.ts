import { and, asc, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { TDb } from '@/server/db/client';
import { auditLog, cars, paymentEvents, reservations, websites } from '@/server/db/schema';
import { reservationScope } from './reservation-scope';
import type { TViewer } from './viewer.types';

/** A reservation the person may see with its car, payment events and audit log; null otherwise (404). */
export async function findReservationInScope(db: TDb, viewer: TViewer, id: string) {
  if (!z.uuid().safeParse(id).success) return null;
  const [row] = await db
    .select({
      reservation: reservations,
      car: { name: cars.name, slug: cars.slug, stocknum: cars.stocknum },
      site: {
        name: websites.name,
        slug: websites.slug,
        domainName: websites.domainName,
        timeZone: websites.timezone,
      },
    })
    .from(reservations)
    .innerJoin(cars, eq(cars.id, reservations.carId))
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
