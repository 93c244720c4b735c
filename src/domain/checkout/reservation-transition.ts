export type TReservationStatus =
  | 'pending'
  | 'held'
  | 'paid'
  | 'cancelled'
  | 'expired'
  | 'failed'
  | 'refunding'
  | 'refunded'
  | 'released'
  | 'sold';

/**
 * What can happen to a hold: the processor's events (payment under way, succeeded, failed or cancelled),
 * the buyer or dealer cancelling, the worker expiring it.
 */
export type TReservationEvent = 'processing' | 'succeeded' | 'payment_failed' | 'cancel' | 'expire';

export type TReservationChange = { status: TReservationStatus; refundDue: boolean };

const ACTIVE: readonly TReservationStatus[] = ['pending', 'held'];
const ENDED_UNPAID: readonly TReservationStatus[] = ['cancelled', 'expired', 'failed'];

/** A hold still blocks the car: pending (awaiting payment) or held (payment under way). */
export function isActiveHold(status: TReservationStatus): boolean {
  return ACTIVE.includes(status);
}

/**
 * The next state of a reservation, or null when the event changes nothing. Events arrive out of order
 * and more than once: `succeeded` wins over everything before it (a late `processing` leaves `paid`
 * alone), and money that arrives for a hold that already ended is kept as `paid` with `refundDue`, so the
 * dealer refunds it rather than it being lost.
 */
export function reservationTransition(
  current: TReservationStatus,
  event: TReservationEvent,
): TReservationChange | null {
  if (event === 'succeeded') {
    if (isActiveHold(current)) return { status: 'paid', refundDue: false };
    if (ENDED_UNPAID.includes(current)) return { status: 'paid', refundDue: true };
    return null;
  }
  if (!isActiveHold(current)) return null;
  switch (event) {
    case 'processing':
      return current === 'pending' ? { status: 'held', refundDue: false } : null;
    case 'payment_failed':
      return { status: 'failed', refundDue: false };
    case 'cancel':
      return { status: 'cancelled', refundDue: false };
    case 'expire':
      return { status: 'expired', refundDue: false };
  }
}
