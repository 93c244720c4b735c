/**
 * An enquiry's inbox status as the buyer reads it on their account page: where the dealer has got to, never the
 * dealer's own verdicts (a lead marked lost or spam reads 'Closed').
 */
export function enquiryStatusLabel(status: string): string {
  switch (status) {
    case 'new':
      return 'Received';
    case 'contacted':
      return 'In contact';
    case 'appointment':
      return 'Appointment booked';
    case 'sold':
      return 'Completed';
    default:
      return 'Closed';
  }
}

const RESERVATION_LABELS: Record<string, string> = {
  pending: 'Awaiting payment',
  held: 'Payment under way',
  paid: 'Paid',
  cancelled: 'Cancelled',
  expired: 'Expired unpaid',
  failed: 'Payment failed',
  refunding: 'Being refunded',
  refunded: 'Refunded',
  released: 'Released by the dealer',
  sold: 'Sold to you',
};

/** A reservation's status as the buyer reads it. */
export function reservationStatusLabel(status: string): string {
  return RESERVATION_LABELS[status] ?? 'Closed';
}
