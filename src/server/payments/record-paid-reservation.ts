import { eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { reservations } from '@/server/db/schema';
import { createLead } from '@/server/leads/create-lead';
import { enqueueMail } from '@/server/mail/enqueue-mail';
import { siteMailFrom } from '@/server/mail/site-mail-from';
import type { TSite } from '@/server/websites/site.types';
import type { TBuyer } from './buyer.schema';
import { buyerConfirmationMail } from './buyer-confirmation-mail';
import { takePaidSubject } from './paid-subject';
import { reservationLead } from './reservation-lead';
import { logger } from '@/server/log/logger';

type TReservation = typeof reservations.$inferSelect;

/**
 * What a paid hold sets off, inside the transaction that marks it paid: its car reserved (takePaidSubject; a
 * model deposit holds none), one Reserve Car lead through the lead outbox, one confirmation email to the
 * buyer through the mail outbox.
 */
export async function recordPaidReservation(
  tx: TDb,
  site: TSite,
  reservation: TReservation,
  now: Date,
): Promise<void> {
  const subject = await takePaidSubject(tx, reservation, now);
  const buyer = reservation.customer as Partial<TBuyer>;
  let leadId: string | null = null;
  if (buyer.name && buyer.email && buyer.mobile) {
    const lead = await createLead(tx, site, reservationLead(reservation, buyer, subject), {
      userAgent: null,
      referer: null,
      now,
    });
    leadId = lead.id;
    const mail = buyerConfirmationMail(
      reservation,
      { name: buyer.name, email: buyer.email },
      { siteName: site.name, subject, phone: (subject.kind === 'car' ? subject.phone : null) ?? site.phone },
    );
    await enqueueMail(tx, { ...mail, ...siteMailFrom(site) });
  } else {
    logger.warn(
      { reservationId: reservation.id },
      "reservation paid without the buyer's details: the dealer sees it in the dashboard",
    );
  }
  await tx.update(reservations).set({ leadId, updatedAt: now }).where(eq(reservations.id, reservation.id));
}
