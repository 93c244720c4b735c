import { eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { cars, catalogueModels, reservations, websites } from '@/server/db/schema';
import { enqueueMail } from '@/server/mail/enqueue-mail';
import { siteMailFrom } from '@/server/mail/site-mail-from';
import { logger } from '@/server/log/logger';
import { dealOutcomeMail, type TDealOutcome } from './deal-outcome-mail';

type TReservation = typeof reservations.$inferSelect;

/**
 * Queues the buyer's email about what the dealer did (through the mail outbox, in the caller's transaction, so it
 * goes exactly when the change is kept). A reservation without the buyer's email is logged by id, never by person.
 */
export async function queueDealOutcomeMail(
  tx: TDb,
  reservation: TReservation,
  outcome: TDealOutcome,
): Promise<void> {
  const buyer = reservation.customer as { name?: string; email?: string };
  if (!buyer.email) {
    logger.warn({ reservationId: reservation.id }, 'reservation changed without a buyer email to tell');
    return;
  }
  const [site] = await tx.select().from(websites).where(eq(websites.id, reservation.websiteId));
  const [car] =
    reservation.carId === null
      ? []
      : await tx
          .select({ name: cars.name, stocknum: cars.stocknum, phone: cars.locationPhone })
          .from(cars)
          .where(eq(cars.id, reservation.carId));
  const [model] =
    reservation.modelId === null
      ? []
      : await tx
          .select({ name: catalogueModels.name, make: catalogueModels.manufacturerName })
          .from(catalogueModels)
          .where(eq(catalogueModels.id, reservation.modelId));
  if (!site) return;
  const item = car
    ? `the ${car.name} (stock number ${car.stocknum})`
    : `your deposit on the ${model?.make.trim() ?? ''} ${model?.name.trim() ?? 'model'}`.replace(/\s+/g, ' ');
  const mail = dealOutcomeMail(reservation, outcome, {
    siteName: site.name,
    item,
    phone: car?.phone ?? site.phone,
    buyer: { name: buyer.name, email: buyer.email },
  });
  await enqueueMail(tx, { ...mail, ...siteMailFrom(site) });
}
