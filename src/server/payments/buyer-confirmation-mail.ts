import type { reservations } from '@/server/db/schema';
import type { TPaidSubject } from './paid-subject';
import { paidFor } from './reservation-lead';

type TReservation = typeof reservations.$inferSelect;

/** What the buyer is told they did and what happens next: a car reserved or bought, or a model's deposit. */
function paidLines(reservation: TReservation, subject: TPaidSubject, siteName: string): string[] {
  const refund =
    'The deposit is refundable: if you decide not to go ahead, tell us and it is refunded in full to your card.';
  if (subject.kind === 'model') {
    return [
      `Thank you: you have paid a deposit on the ${subject.make} ${subject.name} with ${siteName}.`,
      `We received your ${paidFor(reservation)}. Your reference is ${reservation.reference}.`,
      '',
      'What happens next: a member of our team will call you within one business day to talk through the',
      `${subject.name} you want (variant, colour and options) and when one can be yours. No particular car is held yet.`,
      refund,
    ];
  }
  return [
    `Thank you: you have ${reservation.kind === 'buy' ? 'bought' : 'reserved'} the ${subject.name} (stock number ${subject.stocknum}) with ${siteName}.`,
    `We received your ${paidFor(reservation)}. Your reference is ${reservation.reference}.`,
    '',
    'What happens next: a member of our team will call you within one business day to arrange the paperwork',
    reservation.kind === 'buy'
      ? 'and when you collect the car (or have it delivered). The car is yours: it is no longer offered for sale.'
      : 'and a time to see the car. The car is held for you and no longer offered to anyone else.',
    reservation.kind === 'buy'
      ? 'If the sale does not go ahead, the payment is refunded in full to your card.'
      : refund,
  ];
}

/** The email the buyer gets once the payment is recorded: what was paid, the reference, what happens next. */
export function buyerConfirmationMail(
  reservation: TReservation,
  buyer: { name?: string; email: string },
  context: { siteName: string; subject: TPaidSubject; phone: string | null },
) {
  const lines = [
    `Hello ${buyer.name ?? ''}`.trim() + ',',
    '',
    ...paidLines(reservation, context.subject, context.siteName),
    ...(context.phone
      ? ['', `Questions? Call us on ${context.phone} and quote ${reservation.reference}.`]
      : []),
    '',
    context.siteName,
  ];
  const what =
    context.subject.kind === 'model' ? 'deposit' : reservation.kind === 'buy' ? 'purchase' : 'reservation';
  return {
    to: buyer.email,
    subject: `${context.siteName}: your ${what} ${reservation.reference}`,
    text: lines.join('\n'),
  };
}
