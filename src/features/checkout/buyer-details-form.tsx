'use client';

import { useActionState } from 'react';
import { CHECKOUT_FIELD_LABELS, CHECKOUT_FORM_SCHEMA } from '@/domain/forms/checkout-form';
import type { TPhoneLink } from '@/domain/phone/phone-link';
import { CheckboxField } from '@/ui/form/checkbox-field';
import { OptInField } from '@/ui/form/opt-in-field';
import { LeadForm } from '@/ui/form/lead-form';
import { TextField } from '@/ui/form/text-field';
import type { TSendResult } from '@/ui/form/use-lead-form';
import type { TCheckoutFormState } from './checkout-form-state';
import { checkoutWithoutScript } from './checkout-without-script';
import { CheckoutNotice } from './checkout-notice';

/** The buyer's text fields in order, with what the browser needs to fill and size each one. */
const BUYER_INPUTS = [
  { name: 'name', autoComplete: 'name', maxLength: 120 },
  { name: 'email', type: 'email', autoComplete: 'email', maxLength: 254 },
  { name: 'phone', type: 'tel', autoComplete: 'tel', maxLength: 40 },
  { name: 'postcode', inputMode: 'numeric', autoComplete: 'postal-code', maxLength: 4 },
] as const;

type TProps = {
  /** Whose terms the buyer accepts: a deposit's (reservation) or the full price's (purchase). */
  terms: 'reservation' | 'purchase';
  /** The site's name and its phone (phoneLink on the server), offered when the hold fails. */
  site: { name: string; phone: TPhoneLink | null };
  /** Places the hold with these details; its refusal is shown at its field or as the failure. */
  send: (values: Record<string, unknown>) => Promise<TSendResult<object>>;
  onSent: () => void;
  submitLabel: string;
  /**
   * The public address of the checkout page (path and query): where the form posts without JavaScript, so the
   * page comes back with the outcome (useActionState's permalink), never an empty `action`.
   */
  page: string;
};

/**
 * The buyer's details (Full Name, Email, Mobile, Postcode), the reservation or purchase terms to accept and the opt-in,
 * on the one form shell: errors at each field and in the summary, the APP 5 notice above the button. Its
 * submit places the hold; what was typed stays if that fails.
 */
export function BuyerDetailsForm({ terms, site, send, onSent, submitLabel, page }: TProps) {
  const [posted, postAction] = useActionState<TCheckoutFormState, FormData>(
    checkoutWithoutScript,
    null,
    page,
  );
  const typed = (name: string) => posted?.values[name];
  return (
    <LeadForm
      form={CHECKOUT_FORM_SCHEMA}
      labels={{ ...CHECKOUT_FIELD_LABELS, terms_agreed: `I accept the ${terms} terms` }}
      action={postAction}
      posted={posted && { errors: posted.errors, failure: posted.failure }}
      send={send}
      onSent={onSent}
      failureTitle="Your car has not been held."
      phone={site.phone}
      submitLabel={submitLabel}
      notice={<CheckoutNotice siteName={site.name} />}
    >
      {(field) => (
        <>
          {BUYER_INPUTS.map(({ name, ...input }) => (
            <TextField key={name} {...field.props(name)} {...input} defaultValue={typed(name)} />
          ))}
          <CheckboxField
            {...field.props('terms_agreed')}
            label={
              <>
                I have read and accept the{' '}
                <a href="#checkout-terms" className="font-semibold underline underline-offset-2">
                  {terms} terms
                </a>{' '}
                above.
              </>
            }
            defaultChecked={typed('terms_agreed') === 'on'}
          />
          <OptInField id={field.id('opt_in')} defaultChecked={typed('opt_in') === 'on'} />
        </>
      )}
    </LeadForm>
  );
}
