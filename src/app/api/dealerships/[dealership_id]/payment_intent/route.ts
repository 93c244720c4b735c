import { paymentIntentRoute } from '@/server/payments/checkout-routes';

/** POST: place a hold on a car and start its payment (docs/checkout.md). */
export const POST = paymentIntentRoute;
