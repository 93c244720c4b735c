import {
  reservationBuyerRoute,
  reservationCancelRoute,
  reservationStatusRoute,
} from '@/server/payments/checkout-routes';

/** A buyer's hold, with its hold secret (docs/checkout.md): status, the buyer's details, cancel. */
export const GET = reservationStatusRoute;
export const PUT = reservationBuyerRoute;
export const DELETE = reservationCancelRoute;
