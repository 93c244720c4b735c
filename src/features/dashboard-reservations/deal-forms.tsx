import { dealActions, refundMethod, refundReleasesCar } from '@/domain/checkout/deal-after-payment';
import type { TReservationStatus } from '@/domain/checkout/reservation-transition';
import { draftField, type TFieldState } from '@/ui/form/draft-field';
import { TextField } from '@/ui/form/text-field';
import { RESERVATION_FIELD_LABELS as LABELS } from './reservation-action.schema';

type TProps = {
  action: string;
  reservation: {
    status: TReservationStatus;
    refundDue: boolean;
    carId: number | null;
    processor: string;
    kind: 'reserve' | 'buy';
  };
  /** "$500.00". */
  amount: string;
  /** The fields as typed when a post was refused, and each one's message. */
  fields: TFieldState;
};

const button = 'border-line self-start rounded border px-3 py-1 font-semibold';
const box = 'border-line flex flex-col gap-3 rounded border p-3';

/**
 * What a dealer can do once a reservation is paid, as forms that post without JavaScript: mark the car sold,
 * release it back to sale (with a reason), or release it and refund the payment (with a reason; by hand with the
 * processor's reference where the processor has no refund API). Each emails the buyer.
 */
export function DealForms({ action, reservation: r, amount, fields }: TProps) {
  const deal = { ...r, hasCar: r.carId !== null };
  const allowed = dealActions(deal);
  if (allowed.length === 0) return null;
  const method = refundMethod(r.processor);
  const releases = refundReleasesCar(deal);
  const refundLabel =
    r.status === 'refunding'
      ? `Finish the refund of ${amount}`
      : releases
        ? `Release and refund ${amount}`
        : `Refund ${amount}`;
  return (
    <section aria-labelledby="deal-heading" className="flex flex-col gap-3">
      <h2 id="deal-heading" className="text-lg font-bold">
        After payment
      </h2>
      <p className="text-ink-muted text-sm">
        Each of these emails the buyer what happened and about the money.
      </p>
      {allowed.includes('sold') && (
        <form method="post" action={action} className={box}>
          <input type="hidden" name="action" value="sold" />
          <p>
            The sale went through: the car reads JUST SOLD on the site and leaves search. The{' '}
            {r.kind === 'buy' ? 'payment' : 'deposit'} is kept.
          </p>
          <button type="submit" className={button}>
            Mark as sold
          </button>
        </form>
      )}
      {allowed.includes('release') && (
        <form method="post" action={action} noValidate className={box}>
          <input type="hidden" name="action" value="release" />
          <p>The car goes back on sale at once; the money is not refunded by this.</p>
          <TextField
            {...draftField(fields, 'releaseReason', LABELS.releaseReason!)}
            maxLength={500}
            required
          />
          <button type="submit" className={button}>
            Release back to sale
          </button>
        </form>
      )}
      {allowed.includes('refund') && (
        <form method="post" action={action} noValidate className={box}>
          <input type="hidden" name="action" value="refund" />
          <input type="hidden" name="method" value={method} />
          <p>
            {releases ? 'The car goes back on sale and ' : ''}
            {method === 'processor'
              ? `the ${amount} is refunded to the buyer's card through ${r.processor === 'demo' ? 'the demo processor (no card is charged or refunded)' : 'Stripe'}.`
              : `you refund the ${amount} in the processor's own portal first, then record it here with its reference.`}
          </p>
          <TextField {...draftField(fields, 'refundReason', LABELS.refundReason!)} maxLength={500} required />
          {method === 'by_hand' && (
            <TextField
              {...draftField(fields, 'refundReference', LABELS.refundReference!)}
              maxLength={100}
              required
            />
          )}
          <button type="submit" className={button}>
            {refundLabel}
          </button>
        </form>
      )}
    </section>
  );
}
