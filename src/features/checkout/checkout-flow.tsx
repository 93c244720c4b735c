'use client';

import { useRouter } from 'next/navigation';
import { lazy, Suspense, useRef, useState } from 'react';
import { newIdempotencyKey } from '@/ui/form/new-idempotency-key';
import { storeUserDetails } from '@/ui/form/store-user-details';
import type { TSendResult } from '@/ui/form/use-lead-form';
import { BuyerDetailsForm } from './buyer-details-form';
import { cancelHold, placeHold, type TBuyer } from './checkout-api';
import type { TCallResult, THold } from './checkout-api.types';
import type { TCheckoutProps } from './checkout-props.types';
import { HeldUntil } from './held-until';
import { storeHoldSecret } from './hold-store';
import { PaymentFormUnavailable } from './payment-form-unavailable';

// A payment step's code loads when the buyer gets to it, not with the page: Stripe.js and its React bindings when a
// Stripe hold is placed, the demo card form as soon as the details are sent (while the hold is being placed), and
// what pays or settles a refusal when Pay is pressed. A step whose code cannot load says so, with the phone.
const unavailable = () => ({ default: PaymentFormUnavailable });
const StripePayment = lazy(() => import('./stripe-payment').catch(unavailable));
const loadDemoCardForm = () => import('./demo-card-form');
const DemoCardForm = lazy(() =>
  loadDemoCardForm().then((module) => ({ default: module.DemoCardForm }), unavailable),
);

const text = (values: Record<string, unknown>, key: string) =>
  typeof values[key] === 'string' ? (values[key] as string).trim() : '';

/** An API field named by call 1 as the form calls it (the API's `mobile` is the form's Mobile, `phone`). */
const formField = (field: string | null) => (field === 'mobile' ? 'phone' : field === 'buyer' ? null : field);

/**
 * The checkout in the browser: the buyer's details place the hold (one Idempotency-Key per attempt, so a
 * double click or a retry finds the same hold), then the payment step of the processor the answer names:
 * the demo card form, Stripe's Payment Element, or the hosted page of Till or St George. After a decline or
 * an expired hold the next Pay places a new hold with the same details.
 */
export function CheckoutFlow(props: TCheckoutProps) {
  const { site, car, kind, origin } = props;
  const router = useRouter();
  const [buyer, setBuyer] = useState<TBuyer | null>(null);
  // The last hold placed (what the page shows), and the one still open (null once it ended unpaid).
  const [hold, setHold] = useState<THold | null>(null);
  const open = useRef<THold | null>(null);
  const attempt = useRef<string | null>(null);
  const confirmation = (reference: string) =>
    `${props.confirmationPath}?reference=${encodeURIComponent(reference)}`;

  async function holdFor(details: TBuyer): Promise<TCallResult<THold>> {
    attempt.current ??= newIdempotencyKey();
    const placed = await placeHold(
      { dealershipId: car.dealershipId, carId: car.id, origin, kind },
      details,
      attempt.current,
    );
    if (placed.ok) {
      storeHoldSecret(placed.body.reference, placed.body.holdSecret);
      open.current = placed.body;
      setHold(placed.body);
    }
    return placed;
  }

  /** The hold ended without payment (declined, expired): the next attempt is a new hold under a new key. */
  function startOver() {
    attempt.current = null;
    open.current = null;
  }

  /** The buyer leaves: the hold is released at once (not left to expire) and they go back to the car. */
  async function cancel() {
    const current = open.current;
    startOver();
    if (current) await cancelHold(current.reference, current.holdSecret);
    router.push(`/cars/${encodeURIComponent(car.slug)}`);
  }

  /** The hold Stripe's Pay confirms: the open one, or a new one with the same details after a refusal. */
  function holdToPay(): Promise<TCallResult<THold>> {
    const current = open.current;
    return current ? Promise.resolve({ ok: true, status: 200, body: current }) : holdFor(buyer!);
  }

  async function stripeRefused(ended: THold) {
    if (open.current === ended) startOver();
    const { settleRefusedHold } = await import('./settle-refused-hold');
    await settleRefusedHold(ended);
  }

  async function sendDetails(values: Record<string, unknown>): Promise<TSendResult<object>> {
    const details = {
      name: text(values, 'name'),
      email: text(values, 'email'),
      mobile: text(values, 'phone'),
      postcode: text(values, 'postcode'),
    };
    storeUserDetails({ ...details, phone: details.mobile });
    void loadDemoCardForm().catch(() => undefined);
    const placed = await holdFor(details);
    if (!placed.ok) return { ok: false, message: placed.message, field: formField(placed.field) };
    setBuyer(details);
    if (placed.body.redirectUrl) window.location.assign(placed.body.redirectUrl);
    return { ok: true };
  }

  if (!buyer || !hold) {
    return (
      <section aria-labelledby="details-heading" className="flex flex-col gap-4">
        <h2 id="details-heading" className="text-xl font-bold">
          Your details
        </h2>
        <BuyerDetailsForm
          terms={kind === 'buy' ? 'purchase' : 'reservation'}
          site={site}
          send={sendDetails}
          onSent={() => undefined}
          submitLabel="Continue to payment"
          page={`${props.confirmationPath.replace(/\/confirmation$/, '')}?kind=${kind}`}
        />
      </section>
    );
  }
  return (
    <section aria-labelledby="payment-heading" className="flex flex-col gap-4">
      <h2 id="payment-heading" className="text-xl font-bold">
        Payment
      </h2>
      <p className="text-ink-muted text-sm">
        Paying as {buyer.name} ({buyer.email}). <HeldUntil expiresAt={hold.expiresAt} />
      </p>
      {hold.processor === 'demo' && (
        <Suspense fallback={<p>Loading the card form…</p>}>
          <DemoCardForm
            payLabel={props.payLabel}
            phone={site.phone}
            pay={async (card) => {
              const { payWithDemoCard } = await import('./pay-with-demo-card');
              return payWithDemoCard(card, {
                open: () => open.current,
                renew: () => holdFor(buyer),
                startOver,
                paid: (reference) => router.push(confirmation(reference)),
              });
            }}
          />
        </Suspense>
      )}
      {hold.processor === 'stripe' && hold.publishableKey && (
        <Suspense fallback={<p>Loading the secure card form…</p>}>
          <StripePayment
            publishableKey={hold.publishableKey}
            amountCents={hold.amountCents}
            currency={hold.currency}
            payLabel={props.payLabel}
            phone={site.phone}
            holdToPay={holdToPay}
            returnUrl={(paying) => `${window.location.origin}${confirmation(paying.reference)}`}
            refused={stripeRefused}
          />
        </Suspense>
      )}
      {!hold.redirectUrl && (
        <button
          type="button"
          onClick={() => void cancel()}
          className="self-start font-semibold underline underline-offset-4"
        >
          Cancel and release the car
        </button>
      )}
      {hold.redirectUrl && (
        <p>
          Taking you to the secure payment page…{' '}
          <a href={hold.redirectUrl} className="font-semibold underline underline-offset-2">
            Continue to payment
          </a>
        </p>
      )}
    </section>
  );
}
