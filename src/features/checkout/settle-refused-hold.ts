import { cancelHold, readHoldState } from './checkout-api';
import type { THold } from './checkout-api.types';

const ACTIVE = new Set(['pending', 'held']);

/**
 * Ends a hold whose payment Stripe refused before the buyer's next Pay places another. Stripe's
 * `payment_intent.payment_failed` event ends it on our server (and counts against the client's failed-payment
 * allowance), usually within a second or two; until then it would block the new hold on the same car, so
 * after a short wait the buyer's page releases it itself.
 */
export async function settleRefusedHold(
  hold: Pick<THold, 'reference' | 'holdSecret'>,
  { tries = 6, waitMs = 500 } = {},
): Promise<void> {
  for (let attempt = 0; attempt < tries; attempt++) {
    const answer = await readHoldState(hold.reference, hold.holdSecret);
    if (answer.ok && !ACTIVE.has(answer.body.status)) return;
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
  await cancelHold(hold.reference, hold.holdSecret);
}
