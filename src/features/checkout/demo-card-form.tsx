'use client';

import { useId, useState, type FormEvent } from 'react';
import { cardDigits, isCardExpiryValid } from '@/domain/checkout/demo-card';
import { LOADING_LABEL } from '@/domain/forms/messages';
import type { TFormErrors } from '@/domain/forms/types';
import type { TPhoneLink } from '@/domain/phone/phone-link';
import { ErrorSummary } from '@/ui/form/error-summary';
import { SendFailure } from '@/ui/form/send-failure';
import { SubmitButton } from '@/ui/form/submit-button';
import { TextField } from '@/ui/form/text-field';
import { useLeadForm, type TSendResult } from '@/ui/form/use-lead-form';
import type { TDemoCard } from './checkout-api';
import { refusalTitle } from './refusal-title';

const LABELS = { cardNumber: 'Card number', expiry: 'Expiry (MM/YY)', cvc: 'Security code (CVC)' };

/** What the browser needs to fill and size each card field (all three are digits). */
const CARD_INPUTS = {
  cardNumber: { autoComplete: 'cc-number', maxLength: 23 },
  expiry: { autoComplete: 'cc-exp', maxLength: 7 },
  cvc: { autoComplete: 'cc-csc', maxLength: 4 },
} as const;

/** What the demo processor made of a card: paid (on to the confirmation), or a second step to confirm. */
export type TDemoPayResult = TSendResult<{ next: 'paid' | 'authenticate' }>;

type TProps = {
  payLabel: string;
  /** The dealer's phone (phoneLink on the server), offered when the payment fails. */
  phone: TPhoneLink | null;
  /** Pays with the card (placing a new hold first when the last one ended); never throws. */
  pay: (card: TDemoCard) => Promise<TDemoPayResult>;
};

function cardErrors(card: TDemoCard, now: Date): TFormErrors {
  const errors: Record<string, string> = {};
  if (!cardDigits(card.cardNumber)) errors.cardNumber = 'Enter the 16-digit number on the front of the card.';
  if (!isCardExpiryValid(card.expiry, now)) errors.expiry = 'Enter the expiry as on the card, e.g. 08/29.';
  if (!/^\d{3,4}$/.test(card.cvc.trim())) errors.cvc = 'Enter the 3 or 4 digits on the back of the card.';
  return errors;
}

/**
 * The demo processor's card form (number, expiry, CVC), plainly marked: no card is charged. Pay is disabled
 * while a payment is under way, so a double click sends one; a declined card is said at the card number,
 * with everything typed kept, and Pay tries again.
 */
export function DemoCardForm({ payLabel, phone, pay }: TProps) {
  const idPrefix = useId().replace(/:/g, '');
  const state = useLeadForm({ shown: Object.keys(LABELS) });
  const { errors, failure, summaryRef, failureRef } = state;
  const [authenticate, setAuthenticate] = useState<TDemoCard | null>(null);
  const [busy, setBusy] = useState(false);
  // Paid: the page is moving on to the confirmation; Pay stays off so nothing is sent twice.
  const [paid, setPaid] = useState(false);
  const sending = busy || paid;
  const cardField = (name: keyof typeof LABELS) => (
    <TextField
      id={`${idPrefix}-${name}`}
      name={name}
      label={LABELS[name]}
      required
      inputMode="numeric"
      {...CARD_INPUTS[name]}
      error={errors[name]}
    />
  );

  async function submit(card: TDemoCard) {
    setAuthenticate(null);
    const result = await state.send(card, (values) => pay(values as TDemoCard), setBusy);
    if (result?.next === 'authenticate') setAuthenticate(card);
    if (result?.next === 'paid') setPaid(true);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const data = new FormData(event.currentTarget);
    const card = {
      cardNumber: String(data.get('cardNumber') ?? ''),
      expiry: String(data.get('expiry') ?? ''),
      cvc: String(data.get('cvc') ?? ''),
    };
    if (state.showErrors(cardErrors(card, new Date()))) return;
    void submit(card);
  }

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-busy={sending}>
      <p className="rounded-theme border-line bg-surface-alt border p-3 font-semibold">
        Demo payments: no card is charged
      </p>
      <p className="text-ink-muted text-sm">
        Test cards: 4242 4242 4242 4242 is paid, 4000 0000 0000 0002 is declined, 4000 0027 6000 3184 asks you
        to confirm. Any future expiry and any 3 digits.
      </p>
      <ErrorSummary
        ref={summaryRef}
        errors={errors}
        labelOf={(name) => LABELS[name as keyof typeof LABELS]}
        idPrefix={idPrefix}
      />
      {cardField('cardNumber')}
      <div className="grid grid-cols-2 gap-4">
        {cardField('expiry')}
        {cardField('cvc')}
      </div>
      {failure && (
        <SendFailure ref={failureRef} title={refusalTitle(failure)} message={failure} phone={phone} />
      )}
      {authenticate && !sending ? (
        <div role="status" className="rounded-theme border-line flex flex-col gap-3 border p-3">
          <p>Your bank asks you to confirm this payment.</p>
          <button
            type="button"
            className="rounded-theme bg-primary text-primary-contrast min-h-11 px-5 py-2 font-semibold"
            onClick={() => void submit({ ...authenticate, authenticated: true })}
          >
            Confirm payment
          </button>
        </div>
      ) : (
        <SubmitButton disabled={sending}>{sending ? LOADING_LABEL : payLabel}</SubmitButton>
      )}
    </form>
  );
}
