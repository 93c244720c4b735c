import { formatPrice } from '@/domain/price/format-price';
import type { reservations } from '@/server/db/schema';
import { ZLead, type TLead } from '@/server/leads/lead-request.schema';
import type { TBuyer } from './buyer.schema';
import type { TPaidSubject } from './paid-subject';

type TReservation = typeof reservations.$inferSelect;

/** What the money paid was for, in words for the dealer and the buyer: "$500 deposit" or "$32,990 purchase". */
export function paidFor(reservation: Pick<TReservation, 'amountCents' | 'currency' | 'kind'>): string {
  const amount = formatPrice(reservation.amountCents / 100, reservation.currency);
  return `${amount} ${reservation.kind === 'buy' ? 'purchase' : 'deposit'}`;
}

/**
 * The Reserve Car lead of a paid reservation (the analytics "reserve car" form submission), keyed by the
 * reservation so that however often the payment is applied the dealer gets one lead. A model deposit's names
 * the make and model (the enquiry payload's Vehicle Make and Vehicle Model) and its dealership, no car.
 */
export function reservationLead(
  reservation: TReservation,
  buyer: Partial<TBuyer>,
  subject: TPaidSubject,
): TLead {
  const paid = `Paid online: ${paidFor(reservation)} (${reservation.processor})`;
  const about =
    subject.kind === 'car'
      ? {
          subcategory: reservation.kind === 'buy' ? 'Online purchase' : 'Online reservation',
          car_id: reservation.carId ?? undefined,
          message: `${paid}, reference ${reservation.reference}.`,
        }
      : {
          subcategory: 'Online model deposit',
          'Vehicle Make': subject.make,
          'Vehicle Model': subject.name,
          dealership_slug: subject.dealershipSlug ?? undefined,
          message: `${paid} on the ${subject.make} ${subject.name}, no particular car yet, reference ${reservation.reference}.`,
        };
  return ZLead.parse({
    category: 'Reserve Car',
    ...about,
    name: buyer.name,
    email: buyer.email,
    mobile: buyer.mobile,
    postcode: buyer.postcode,
    form_completed: true,
    lead_status: 'New',
    idempotency_key: `reservation-${reservation.id}`,
    reservation_reference: reservation.reference ?? undefined,
  });
}
