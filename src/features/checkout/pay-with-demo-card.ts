import { confirmDemoPayment, type TBuyer, type TDemoCard } from './checkout-api';
import type { TCallResult, THold } from './checkout-api.types';
import type { TDemoPayResult } from './demo-card-form';

type TSteps = {
  /** The hold still open, if any. */
  open: () => THold | null;
  /** Places a new hold with the buyer's details (after a decline or an expired hold). */
  renew: () => Promise<TCallResult<THold>>;
  /** Forgets the open hold: it ended unpaid. */
  startOver: () => void;
  /** On to the confirmation page. */
  paid: (reference: string) => void;
};

export type { TBuyer };

/**
 * Pays with a demo card (call 3): on the open hold, or on a new one when the last ended. Accepted (202)
 * goes on to the confirmation, which waits for the signed event; a second step asks the buyer to confirm;
 * a decline or an ended hold is said, and the next Pay starts a new hold. A malformed field is said at it.
 */
export async function payWithDemoCard(card: TDemoCard, steps: TSteps): Promise<TDemoPayResult> {
  let hold = steps.open();
  if (!hold) {
    const renewed = await steps.renew();
    if (!renewed.ok) return { ok: false, message: renewed.message, field: null };
    hold = renewed.body;
  }
  const answer = await confirmDemoPayment(hold, card);
  if (answer.ok && answer.body.status === 'requires_action') return { ok: true, next: 'authenticate' };
  if (answer.ok) {
    steps.paid(hold.reference);
    return { ok: true, next: 'paid' };
  }
  const atCard = answer.status === 400 && ['cardNumber', 'expiry', 'cvc'].includes(answer.field ?? '');
  if (!atCard) steps.startOver();
  // A decline is about the card, but the form says it as the failure (with the dealer's phone), not as a typo.
  return { ok: false, message: answer.message, field: atCard ? answer.field : null };
}
