'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { ANALYTICS_EVENT_IDS } from '@/domain/constants/analytics-events';
import { ENQUIRY_FIELD_LABELS } from '@/domain/forms/enquiry-form';
import { OPT_IN_WORDING } from '@/domain/forms/opt-in-wording';
import { successPath } from '@/domain/forms/success-path';
import { registrationStates } from '@/domain/valuations/registration-states';
import {
  PREFERRED_CONTACT_METHODS,
  SERVICE_HISTORY_OPTIONS,
  VEHICLE_CONDITIONS,
  valuationFormSchema,
} from '@/domain/valuations/valuation-form';
import { linkedQueryParams, visitedPages } from '@/features/analytics/visited-pages';
import type { TEnquirySite } from '@/features/enquiry/enquiry-props.types';
import { recordLeadSent } from '@/features/enquiry/record-lead-sent';
import { CheckboxField } from '@/ui/form/checkbox-field';
import { CollectionNotice } from '@/ui/form/collection-notice';
import { LeadForm } from '@/ui/form/lead-form';
import { RadioGroupField } from '@/ui/form/radio-group-field';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { submitValuation, type TValuationAnswer } from './submit-valuation';
import { ValuationEstimate } from './valuation-estimate';

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
 * The valuation request (a schema and a layout on the lead form shell): the plate (rego and state),
 * kilometres (commas allowed), optional condition and service history, contact details, how to contact, an
 * optional note and the opt-in (unticked). When the site's provider gives a range it is shown here as a
 * guide; otherwise the visitor lands on /success. Without JavaScript the form posts itself to the API.
 */
export function TradeInForm({ site, car = null, defaultState, phone = site.phone }: TProps) {
  const router = useRouter();
  const estimateRef = useRef<HTMLHeadingElement>(null);
  const [answer, setAnswer] = useState<{ valued: TValuationAnswer; method: string } | null>(null);
  const states = registrationStates(site.country);

  useEffect(() => {
    if (answer) estimateRef.current?.focus();
  }, [answer]);

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

  return (
    <LeadForm
      form={valuationFormSchema(site.country)}
      labels={LABELS}
      action="/api/valuations"
      hidden={{ ...(car && { car_id: car.id }), ...(states.length === 1 && { state: states[0]! }) }}
      send={async (values) => {
        const result = await submitValuation({
          ...values,
          url: window.location.href,
          visited_pages: visitedPages(),
          linked_query_params: linkedQueryParams(),
        });
        return result.ok ? { ok: true, answer: result.answer } : result;
      }}
      onSent={({ answer: valued }, values) => {
        const { category } = valued;
        const eventId = ANALYTICS_EVENT_IDS.defaultForm;
        recordLeadSent({ siteSlug: site.slug, category, eventId, leadId: valued.lead_id, values, car });
        if (valued.estimate) setAnswer({ valued, method: String(values.PreferredContactMethod ?? '') });
        else router.push(successPath(category, car ? { car: car.slug } : {}));
      }}
      failureTitle="Your valuation request has not been sent."
      phone={phone}
      country={site.country}
      submitLabel="Request a valuation"
      notice={<CollectionNotice siteName={site.name} />}
    >
      {(field) => {
        const text = (name: string) => ({
          id: field.id(name),
          name,
          label: LABELS[name]!,
          required: field.required(name),
          error: field.error(name),
        });
        const select = (name: string, options: readonly string[], initial = '') => (
          <SelectField {...text(name)} options={options} defaultValue={initial} />
        );
        return (
          <>
            <fieldset className="flex min-w-0 flex-col gap-4">
              <legend className="mb-2 text-xl font-bold">Your car</legend>
              <TextField {...text('rego')} autoComplete="off" autoCapitalize="characters" maxLength={12} />
              {states.length > 1 &&
                select('state', states, defaultState && states.includes(defaultState) ? defaultState : '')}
              <TextField
                {...text('kms')}
                hint="A whole number; commas are fine, e.g. 85,000."
                inputMode="numeric"
                pattern="[0-9][0-9,\s]*"
                maxLength={12}
              />
              {select('condition', VEHICLE_CONDITIONS)}
              {select('service_history', SERVICE_HISTORY_OPTIONS)}
            </fieldset>
            <fieldset className="flex min-w-0 flex-col gap-4">
              <legend className="mb-2 text-xl font-bold">Your details</legend>
              <TextField {...text('name')} autoComplete="name" maxLength={120} />
              <TextField {...text('phone')} type="tel" autoComplete="tel" maxLength={40} />
              <TextField {...text('email')} type="email" autoComplete="email" maxLength={254} />
              <RadioGroupField
                {...text('PreferredContactMethod')}
                options={PREFERRED_CONTACT_METHODS}
                initial={PREFERRED_CONTACT_METHODS[0]}
              />
              <TextField {...text('message')} multiline />
            </fieldset>
            <CheckboxField id={field.id('opt_in')} name="opt_in" label={OPT_IN_WORDING} />
          </>
        );
      }}
    </LeadForm>
  );
}
