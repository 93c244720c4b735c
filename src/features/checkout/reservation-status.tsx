'use client';

import { useEffect } from 'react';
import { formatPrice } from '@/domain/price/format-price';
import { DocumentLink } from '@/ui/link/document-link';
import type { THoldState } from './checkout-api.types';
import { recordReservation } from './record-reservation';
import { useHoldState } from './use-hold-state';

type TProps = {
  reference: string | null;
  /** The checkout page, to try again after a payment that did not go through. */
  checkoutPath: string;
  siteName: string;
};

function paidWords(state: THoldState): string {
  const amount = formatPrice(state.amountCents / 100, state.currency);
  if (!state.car) return `Your ${amount} deposit on the ${state.model?.make} ${state.model?.name} is paid.`;
  return state.kind === 'reserve'
    ? `Your ${amount} deposit is paid and the ${state.car.name} is reserved for you.`
    : `Your payment of ${amount} is received and the ${state.car.name} is yours.`;
}

/** Where the payment stands, said as it changes (a live region), with what to do next in each case. */
export function ReservationStatus({ reference, checkoutPath, siteName }: TProps) {
  const { view, again } = useHoldState(reference);
  const status = view.kind === 'state' ? view.state.status : null;
  // A completed sale still reads as paid; a reservation the dealer ended after payment is said as such.
  const paid = view.kind === 'state' && (status === 'paid' || status === 'sold') ? view.state : null;
  const endedByDealer = status === 'released' || status === 'refunding' || status === 'refunded';

  useEffect(() => {
    if (paid) {
      recordReservation({
        reference: paid.reference,
        carId: paid.car?.id ?? null,
        amountCents: paid.amountCents,
        currency: paid.currency,
      });
    }
  }, [paid]);

  const tryAgain = (
    <DocumentLink href={checkoutPath} className="font-semibold underline underline-offset-4">
      Try again
    </DocumentLink>
  );
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-3">
      {view.kind === 'loading' && <p>Checking your payment…</p>}
      {view.kind === 'no-secret' && (
        <p>
          We cannot show this reservation in this browser tab. If you paid, {siteName} will email you a
          receipt and call you; quote the reference below.
        </p>
      )}
      {view.kind === 'error' && (
        <p>
          {view.message} {tryAgain}
        </p>
      )}
      {view.kind === 'timeout' && (
        <>
          <p className="font-semibold">Your payment is still being processed.</p>
          <p>
            This can take a few minutes. We will email you as soon as it is confirmed; you do not need to pay
            again.
          </p>
          <button
            type="button"
            onClick={again}
            className="rounded-theme border-ink min-h-11 self-start border-2 px-4 py-2 font-semibold"
          >
            Check again
          </button>
        </>
      )}
      {view.kind === 'state' && !view.settled && <p className="font-semibold">Processing your payment…</p>}
      {paid && !paid.refundDue && (
        <>
          <p className="text-xl font-bold">{paidWords(paid)}</p>
          <h2 className="mt-2 text-lg font-bold">What happens next</h2>
          <ol className="flex list-decimal flex-col gap-1 pl-5">
            <li>We have emailed your receipt{paid.buyer ? ` to ${paid.buyer.email}` : ''}.</li>
            <li>
              {siteName} will call you within one business day to arrange the paperwork and any trade-in.
            </li>
            <li>
              {paid.kind === 'buy'
                ? 'You sign the contract of sale and collect your car (or have it delivered): the price is paid.'
                : 'You sign the contract of sale, pay the rest of the price and collect your car (or have it delivered).'}
            </li>
          </ol>
        </>
      )}
      {paid?.refundDue && (
        <p className="font-semibold">
          Your payment arrived after the hold on the car had ended, so the car is not reserved by it.{' '}
          {siteName} will contact you and refund it in full.
        </p>
      )}
      {endedByDealer && (
        <p className="font-semibold">
          {siteName} has ended this{' '}
          {view.kind === 'state' && view.state.kind === 'buy' ? 'purchase' : 'reservation'} after your
          payment. We have emailed you what happens to your money; call us with your reference if you have
          questions.
        </p>
      )}
      {view.kind === 'state' && view.settled && !paid && !endedByDealer && (
        <>
          <p className="text-xl font-bold">Your payment did not go through. Nothing was charged.</p>
          <p>
            {view.state.status === 'expired'
              ? 'The hold on the car ran out before the payment was made.'
              : 'The payment was declined or cancelled.'}{' '}
            {tryAgain}: your details are kept in this browser.
          </p>
        </>
      )}
    </div>
  );
}
