import { formatPrice } from '@/domain/price/format-price';
import type { reservations } from '@/server/db/schema';
import { ZLead, type TLead } from '@/server/leads/lead-request.schema';
import type { TBuyer } from './buyer.schema';

type TReservation = typeof reservations.$inferSelect;

/** What the money paid was for, in words for the dealer and the buyer: "$500 deposit" or "$32,990 purchase". */
export function paidFor(reservation: Pick<TReservation, 'amountCents' | 'currency' | 'kind'>): string {
  const amount = formatPrice(reservation.amountCents / 100, reservation.currency);
  return `${amount} ${reservation.kind === 'buy' ? 'purchase' : 'deposit'}`;
}

/**
 * The Reserve Car lead of a paid reservation (the analytics "reserve car" form submission), keyed by the
 * reservation so that however often the payment is applied the dealer gets one lead.
 */
export function reservationLead(reservation: TReservation, buyer: Partial<TBuyer>): TLead {
  return ZLead.parse({
    category: 'Reserve Car',
    subcategory: reservation.kind === 'buy' ? 'Online purchase' : 'Online reservation',
    name: buyer.name,
    email: buyer.email,
    mobile: buyer.mobile,
    postcode: buyer.postcode,
    car_id: reservation.carId,
    message: `Paid online: ${paidFor(reservation)} (${reservation.processor}), reference ${reservation.reference}.`,
    form_completed: true,
    lead_status: 'New',
    idempotency_key: `reservation-${reservation.id}`,
    reservation_reference: reservation.reference ?? undefined,
  });
}
