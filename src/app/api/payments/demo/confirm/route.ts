import { demoConfirmRoute } from '@/server/payments/checkout-routes';

/** POST: the demo processor's card step; no card is charged (docs/checkout.md). */
export const POST = demoConfirmRoute;
