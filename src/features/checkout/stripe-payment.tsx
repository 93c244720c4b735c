'use client';

import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState, type FormEvent } from 'react';
import { LOADING_LABEL } from '@/domain/forms/messages';
import { SendFailure } from '@/ui/form/send-failure';
import { SubmitButton } from '@/ui/form/submit-button';

type TProps = {
  publishableKey: string;
  clientSecret: string;
  /** The confirmation page's absolute address: Stripe comes back to it after a bank's second step. */
  returnUrl: string;
  payLabel: string;
  phone: string | null;
  country: 'AU' | 'NZ';
};

const loaded = new Map<string, Promise<Stripe | null>>();

/** Stripe.js for a publishable key, fetched from js.stripe.com once (the checkout page alone allows it). */
function stripeFor(key: string): Promise<Stripe | null> {
  if (!loaded.has(key)) loaded.set(key, loadStripe(key));
  return loaded.get(key)!;
}

function PayForm({ returnUrl, payLabel, phone, country }: Omit<TProps, 'publishableKey' | 'clientSecret'>) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    setFailure(null);
    const { error } = await stripe.confirmPayment({ elements, confirmParams: { return_url: returnUrl } });
    // Only a failure comes back here: success leaves for return_url.
    setFailure(error.message ?? 'Your card could not be charged.');
    setBusy(false);
  }

  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-4" aria-busy={busy}>
      <PaymentElement />
      {failure && (
        <SendFailure title="Nothing was charged." message={failure} phone={phone} country={country} />
      )}
      <SubmitButton disabled={!stripe || busy}>{busy ? LOADING_LABEL : payLabel}</SubmitButton>
    </form>
  );
}

/** Stripe's Payment Element for the hold's PaymentIntent; a decline is said here and Pay tries again. */
export default function StripePayment({ publishableKey, clientSecret, ...form }: TProps) {
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ clientSecret }}>
      <PayForm {...form} />
    </Elements>
  );
}
