'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useHydrated } from '@/ui/hydration/use-hydrated';
import { ENQUIRY_FIELD_LABELS } from '@/domain/forms/enquiry-form';
import { HONEYPOT_FIELD, screenHoneypot } from '@/domain/forms/honeypot';
import { LOADING_LABEL } from '@/domain/forms/messages';
import { registrationStates } from '@/domain/valuations/registration-states';
import {
  SERVICE_HISTORY_OPTIONS,
  VEHICLE_CONDITIONS,
  valuationFormFields,
} from '@/domain/valuations/valuation-form';
import { successPath } from '@/domain/forms/success-path';
import { validateFields } from '@/domain/forms/validate-fields';
import type { TFormErrors } from '@/domain/forms/types';
import { linkedQueryParams, visitedPages } from '@/features/analytics/visited-pages';
import { CollectionNotice } from '@/features/enquiry/collection-notice';
import type { TEnquirySite } from '@/features/enquiry/enquiry-props.types';
import { ErrorSummary } from '@/features/enquiry/error-summary';
import { readStoredUserDetails } from '@/features/enquiry/stored-user-details';
import { TextField } from '@/features/enquiry/text-field';
import { OPT_IN_WORDING } from '@/server/leads/consent-wording';
import { ChoiceSelect } from './choice-select';
import { ContactMethodField } from './contact-method-field';
import { recordValuationSent } from './record-valuation-sent';
import { SendFailure } from './send-failure';
import { submitValuation, type TValuationAnswer } from './submit-valuation';
import { ValuationEstimate } from './valuation-estimate';
import { apiFieldError } from '@/domain/forms/api-field-error';

const LABELS: Record<string, string> = {
  rego: 'Rego (number plate)',
  state: 'State of registration',
  kms: 'Kilometres on the odometer',
  condition: 'Overall condition',
  service_history: 'Service history',
  name: ENQUIRY_FIELD_LABELS.name,
  phone: ENQUIRY_FIELD_LABELS.phone,
  email: 'Email',
  PreferredContactMethod: 'How should we contact you?',
  message: 'Anything else we should know?',
};

type TProps = {
  site: TEnquirySite & { currency: 'AUD' | 'NZD' };
  /** The car the trade-in goes towards (/cars/{slug}/trade-in); none on /valuations (Sell My Car). */
  car?: { id: number; slug: string; name: string; stocknum: string } | null;
  /** The state the choice starts on (the car's or the dealership's). */
  defaultState?: string | null;
  phone?: string | null;
};

/**
 * The valuation request: the plate (rego and state), kilometres (commas allowed), optional condition and
 * service history, contact details, how to contact, an optional note and the opt-in (unticked: the Spam Act wants consent given, not presumed).
 * Errors show at each field and in the 'Please fix the following errors:' summary. When the site's
 * provider gives a range it is shown here as a guide; otherwise the visitor lands on /success, told the
 * dealer will come back with a valuation. Without JavaScript the form posts itself to the API.
 */
export function TradeInForm({ site, car = null, defaultState, phone = site.phone }: TProps) {
  const router = useRouter();
  const idPrefix = useId().replace(/:/g, '');
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const estimateRef = useRef<HTMLHeadingElement>(null);
  const [errors, setErrors] = useState<TFormErrors>({});
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ valued: TValuationAnswer; method: string } | null>(null);
  const hydrated = useHydrated();
  const states = registrationStates(site.country);
  const fields = valuationFormFields(site.country);
  const id = (name: string) => `${idPrefix}-${name}`;

  useEffect(() => {
    const stored = readStoredUserDetails();
    const form = formRef.current;
    if (!form) return;
    for (const key of ['name', 'email', 'phone'] as const) {
      const input = form.elements.namedItem(key);
      if (input instanceof HTMLInputElement && !input.value && stored[key]) input.value = stored[key]!;
    }
  }, []);

  useEffect(() => {
    if (answer) estimateRef.current?.focus();
  }, [answer]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const data = new FormData(event.currentTarget);
    const values: Record<string, unknown> = Object.fromEntries(
      [...data.entries()].filter(([, v]) => typeof v === 'string'),
    );
    values.opt_in = data.get('opt_in') === 'on';
    const found = validateFields(fields, values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      requestAnimationFrame(() => summaryRef.current?.focus());
      return;
    }
    const screened = screenHoneypot(values);
    if (screened.spam) {
      console.warn(screened.log);
      return;
    }
    setSending(true);
    setFailure(null);
    const result = await submitValuation({
      ...screened.values,
      url: window.location.href,
      visited_pages: visitedPages(),
      linked_query_params: linkedQueryParams(),
    });
    if (!result.ok) {
      setSending(false);
      const error = apiFieldError(result.field ?? null, result.message);
      if (error.name && error.name in LABELS) {
        setErrors({ [error.name]: error.message });
        requestAnimationFrame(() => summaryRef.current?.focus());
        return;
      }
      setFailure(result.message);
      requestAnimationFrame(() => failureRef.current?.focus());
      return;
    }
    const { category } = result.answer;
    recordValuationSent({ siteSlug: site.slug, category, leadId: result.answer.lead_id, values, car });
    if (result.answer.estimate) {
      setAnswer({ valued: result.answer, method: String(values.PreferredContactMethod ?? '') });
      return;
    }
    router.push(successPath(category, car ? { car: car.slug } : {}));
  }

  if (answer?.valued.estimate) {
    return (
      <ValuationEstimate
        ref={estimateRef}
        estimate={answer.valued.estimate}
        vehicle={answer.valued.vehicle}
        currency={site.currency}
        contactMethod={answer.method}
      />
    );
  }

  const error = (name: string) => errors[name];
  const select = (name: string, options: readonly string[], optional: boolean, initial = '') => (
    <ChoiceSelect
      id={id(name)}
      name={name}
      label={LABELS[name]!}
      options={options}
      optional={optional}
      initial={initial}
      error={error(name)}
    />
  );

  return (
    <form
      ref={formRef}
      method="post"
      action="/api/valuations"
      noValidate={hydrated}
      onSubmit={onSubmit}
      className="flex flex-col gap-4"
      aria-busy={sending}
    >
      {car && <input type="hidden" name="car_id" value={car.id} />}
      <ErrorSummary ref={summaryRef} errors={errors} labels={LABELS} idPrefix={idPrefix} />
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-2 text-xl font-bold">Your car</legend>
        <TextField
          id={id('rego')}
          name="rego"
          label={LABELS.rego!}
          required
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={12}
          error={error('rego')}
        />
        {states.length > 1 ? (
          select('state', states, false, defaultState && states.includes(defaultState) ? defaultState : '')
        ) : (
          <input type="hidden" name="state" value={states[0]} />
        )}
        <TextField
          id={id('kms')}
          name="kms"
          label={LABELS.kms!}
          hint="A whole number; commas are fine, e.g. 85,000."
          required
          inputMode="numeric"
          pattern="[0-9][0-9,\s]*"
          maxLength={12}
          error={error('kms')}
        />
        {select('condition', VEHICLE_CONDITIONS, true)}
        {select('service_history', SERVICE_HISTORY_OPTIONS, true)}
      </fieldset>
      <fieldset className="flex min-w-0 flex-col gap-4">
        <legend className="mb-2 text-xl font-bold">Your details</legend>
        <TextField
          id={id('name')}
          name="name"
          label={LABELS.name!}
          autoComplete="name"
          required
          maxLength={120}
          error={error('name')}
        />
        <TextField
          id={id('phone')}
          name="phone"
          label={LABELS.phone!}
          type="tel"
          autoComplete="tel"
          required
          maxLength={40}
          error={error('phone')}
        />
        <TextField
          id={id('email')}
          name="email"
          label={LABELS.email!}
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          error={error('email')}
        />
        <ContactMethodField
          id={id('PreferredContactMethod')}
          label={LABELS.PreferredContactMethod!}
          error={error('PreferredContactMethod')}
        />
        <TextField
          id={id('message')}
          name="message"
          label={LABELS.message!}
          multiline
          error={error('message')}
        />
      </fieldset>
      <div className="flex items-start gap-3">
        <input id={id('opt_in')} name="opt_in" type="checkbox" className="mt-0.5 size-6 shrink-0" />
        <label htmlFor={id('opt_in')} className="text-sm">
          {OPT_IN_WORDING}
        </label>
      </div>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={id(HONEYPOT_FIELD)}>Leave this empty</label>
        <input id={id(HONEYPOT_FIELD)} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {failure && <SendFailure ref={failureRef} message={failure} phone={phone} country={site.country} />}
      <CollectionNotice siteName={site.name} />
      <button
        type="submit"
        disabled={sending}
        className="rounded-theme bg-primary text-primary-contrast min-h-11 px-5 py-2 font-semibold disabled:opacity-70"
      >
        {sending ? LOADING_LABEL : failure ? 'Try again' : 'Request a valuation'}
      </button>
    </form>
  );
}
