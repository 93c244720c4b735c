import type { reservations } from '@/server/db/schema';
import { paidFor } from './reservation-lead';

type TReservation = typeof reservations.$inferSelect;

/** The email the buyer gets once the payment is recorded: what was paid, the reference, what happens next. */
export function buyerConfirmationMail(
  reservation: TReservation,
  buyer: { name?: string; email: string },
  context: { siteName: string; carName: string; stocknum: string; phone: string | null },
) {
  const held = reservation.kind === 'buy' ? 'bought' : 'reserved';
  const lines = [
    `Hello ${buyer.name ?? ''}`.trim() + ',',
    '',
    `Thank you: you have ${held} the ${context.carName} (stock number ${context.stocknum}) with ${context.siteName}.`,
    `We received your ${paidFor(reservation)}. Your reference is ${reservation.reference}.`,
    '',
    'What happens next: a member of our team will call you within one business day to arrange the paperwork',
    'and a time to see the car. The car is held for you and no longer offered to anyone else.',
    reservation.kind === 'buy'
      ? 'If the sale does not go ahead, the payment is refunded in full to your card.'
      : 'The deposit is refundable: if you decide not to go ahead, tell us and it is refunded in full to your card.',
    ...(context.phone
      ? ['', `Questions? Call us on ${context.phone} and quote ${reservation.reference}.`]
      : []),
    '',
    context.siteName,
  ];
  return {
    to: buyer.email,
    fromName: context.siteName,
    subject: `${context.siteName}: your ${reservation.kind === 'buy' ? 'purchase' : 'reservation'} ${reservation.reference}`,
    text: lines.join('\n'),
  };
}
