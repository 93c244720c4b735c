'use client';

import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElementsOptions } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useMemo, useState, type FormEvent } from 'react';
import { LOADING_LABEL } from '@/domain/forms/messages';
import type { TPhoneLink } from '@/domain/phone/phone-link';
import { SendFailure } from '@/ui/form/send-failure';
import { SubmitButton } from '@/ui/form/submit-button';
import type { TCallResult, THold } from './checkout-api.types';
import { refusalTitle } from './refusal-title';

type TForm = {
  payLabel: string;
  /** The dealer's phone (phoneLink on the server), offered when the payment fails. */
  phone: TPhoneLink | null;
  /** The hold to pay: the open one, or a new one when the last ended unpaid. */
  holdToPay: () => Promise<TCallResult<THold>>;
  /** The confirmation page's absolute address for a hold: Stripe comes back to it once paid. */
  returnUrl: (hold: THold) => string;
  /** Stripe refused the payment: that hold has ended, and the next Pay places a new one. */
  refused: (hold: THold) => Promise<void>;
};

type TProps = TForm & { publishableKey: string; amountCents: number; currency: 'AUD' | 'NZD' };

const loaded = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for a publishable key, fetched from js.stripe.com once (the checkout page alone allows it). */
function stripeFor(key: string): Promise<Stripe | null> {
  if (!loaded.has(key)) loaded.set(key, loadStripe(key));
  return loaded.get(key)!;
}

function PayForm({ payLabel, phone, holdToPay, returnUrl, refused }: TForm) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function pay(): Promise<string> {
    const checked = await elements!.submit();
    if (checked.error) return checked.error.message ?? 'Check the card details.';
    const hold = await holdToPay();
    if (!hold.ok) return hold.message;
    const { error } = await stripe!.confirmPayment({
      elements: elements!,
      clientSecret: hold.body.clientSecret!,
      confirmParams: { return_url: returnUrl(hold.body) },
    });
    // Only a failure comes back here: success leaves for return_url.
    if (error.type !== 'validation_error') await refused(hold.body);
    return error.message ?? 'Your card could not be charged.';
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setFailure(null);
    setFailure(await pay());
    setBusy(false);
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={busy}>
      <PaymentElement />
      {failure && <SendFailure title={refusalTitle(failure)} message={failure} phone={phone} />}
      <SubmitButton disabled={!stripe || busy}>{busy ? LOADING_LABEL : payLabel}</SubmitButton>
    </form>
  );
}

/**
 * Stripe's Payment Element, its PaymentIntent given at Pay (Stripe's deferred intent): a declined card ends
 * its hold, and the next Pay confirms the card still typed against a new hold, as the demo card form does.
 */
export default function StripePayment({ publishableKey, amountCents, currency, ...form }: TProps) {
  const options = useMemo<StripeElementsOptions>(
    () => ({ mode: 'payment', amount: amountCents, currency: currency.toLowerCase() }),
    [amountCents, currency],
  );
  return (
    <Elements stripe={stripeFor(publishableKey)} options={options}>
      <PayForm {...form} />
    </Elements>
  );
}
