import { eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { cars, reservations } from '@/server/db/schema';
import { createLead } from '@/server/leads/create-lead';
import { enqueueMail } from '@/server/mail/enqueue-mail';
import type { TSite } from '@/server/websites/site.types';
import type { TBuyer } from './buyer.schema';
import { buyerConfirmationMail } from './buyer-confirmation-mail';
import { reservationLead } from './reservation-lead';

type TReservation = typeof reservations.$inferSelect;

/**
 * What a paid hold sets off, inside the transaction that marks it paid: the car reserved (the stock
 * triggers move the search snapshot and queue the hosted index push), one Reserve Car lead through the
 * lead outbox, one confirmation email to the buyer through the mail outbox.
 */
export async function recordPaidReservation(
  tx: TDb,
  site: TSite,
  reservation: TReservation,
  now: Date,
): Promise<void> {
  const [car] = await tx
    .update(cars)
    .set({ reserved: true, updatedAt: now })
    .where(eq(cars.id, reservation.carId))
    .returning({ name: cars.name, stocknum: cars.stocknum, phone: cars.locationPhone });
  const buyer = reservation.customer as Partial<TBuyer>;
  let leadId: string | null = null;
  if (buyer.name && buyer.email && buyer.mobile) {
    const lead = await createLead(tx, site, reservationLead(reservation, buyer), {
      userAgent: null,
      referer: null,
      now,
    });
    leadId = lead.id;
    await enqueueMail(
      tx,
      buyerConfirmationMail(
        reservation,
        { name: buyer.name, email: buyer.email },
        {
          siteName: site.name,
          carName: car?.name ?? 'car',
          stocknum: car?.stocknum ?? '',
          phone: car?.phone ?? site.phone,
        },
      ),
    );
  } else {
    console.warn(
      `Reservation ${reservation.id} was paid without the buyer's details: the dealer sees it in the dashboard`,
    );
  }
  await tx.update(reservations).set({ leadId, updatedAt: now }).where(eq(reservations.id, reservation.id));
}
