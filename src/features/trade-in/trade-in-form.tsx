'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { ANALYTICS_EVENT_IDS } from '@/domain/constants/analytics-events';
import { dealershipSelect } from '@/domain/forms/dealership-select';
import { ENQUIRY_FIELD_LABELS } from '@/domain/forms/enquiry-form';
import { OPT_IN_WORDING } from '@/domain/forms/opt-in-wording';
import { successPath } from '@/domain/forms/success-path';
import { DEALERSHIP_FIELD, withDealershipField } from '@/domain/forms/with-dealership-field';
import { partialLeadFields } from '@/domain/leads/partial-lead';
import { registrationStates } from '@/domain/valuations/registration-states';
import {
  PREFERRED_CONTACT_METHODS,
  SERVICE_HISTORY_OPTIONS,
  VALUATION_LEAD_CATEGORIES,
  VEHICLE_CONDITIONS,
  valuationFormSteps,
} from '@/domain/valuations/valuation-form';
import { pushDataLayer } from '@/features/analytics/data-layer';
import { linkedQueryParams, visitedPages } from '@/features/analytics/visited-pages';
import type { TEnquirySite } from '@/features/enquiry/enquiry-props.types';
import { recordLeadSent } from '@/features/enquiry/record-lead-sent';
import { useLeadSender } from '@/features/enquiry/use-lead-sender';
import { CollectionNotice } from '@/ui/form/collection-notice';
import { DEALERSHIP_LABEL } from '@/ui/form/dealership-field';
import { MultiStepForm } from '@/ui/form/multi-step-form';
import type { TFormStep, TStepField } from '@/ui/form/multi-step-form.types';
import { submitValuation, type TValuationAnswer } from './submit-valuation';
import { ValuationEstimate } from './valuation-estimate';

const CAR_FIELDS: TStepField[] = [
  { name: 'make', label: 'Make', hint: 'e.g. Toyota', autoComplete: 'off', maxLength: 60 },
  { name: 'model', label: 'Model', hint: 'e.g. Corolla', autoComplete: 'off', maxLength: 60 },
  {
    name: 'year',
    label: 'Year',
    hint: 'Four digits, e.g. 2019.',
    inputMode: 'numeric',
    pattern: '(19|20)[0-9]{2}',
    maxLength: 4,
  },
  { name: 'rego', label: 'Rego (number plate)', autoComplete: 'off', maxLength: 12 },
  { name: 'state', label: 'State of registration', input: 'select' },
  {
    name: 'kms',
    label: 'Kilometres on the odometer',
    hint: 'A whole number; commas are fine, e.g. 85,000.',
    inputMode: 'numeric',
    pattern: '[0-9][0-9,\\s]*',
    maxLength: 12,
  },
  { name: 'condition', label: 'Overall condition', input: 'select', options: VEHICLE_CONDITIONS },
  { name: 'service_history', label: 'Service history', input: 'select', options: SERVICE_HISTORY_OPTIONS },
];

const DETAIL_FIELDS: TStepField[] = [
  { name: 'name', label: ENQUIRY_FIELD_LABELS.name, autoComplete: 'name', maxLength: 120 },
  { name: 'phone', label: ENQUIRY_FIELD_LABELS.phone, input: 'tel', autoComplete: 'tel', maxLength: 40 },
  { name: 'email', label: 'Email', input: 'email', autoComplete: 'email', maxLength: 254 },
  {
    name: 'PreferredContactMethod',
    label: 'How should we contact you?',
    input: 'radio',
    options: PREFERRED_CONTACT_METHODS,
  },
  { name: 'message', label: 'Anything else we should know?', input: 'textarea' },
  { name: 'opt_in', label: OPT_IN_WORDING, input: 'checkbox' },
];

type TProps = {
  site: TEnquirySite & { currency: 'AUD' | 'NZD' };
  /** The car the trade-in goes towards (/cars/{slug}/trade-in); none on /valuations (Sell My Car). */
  car?: { id: number; slug: string; name: string; stocknum: string } | null;
  /** The state the choice starts on (the car's or the dealership's). */
  defaultState?: string | null;
  phone?: string | null;
  /** Sell Your Car: the site's dealerships (name by slug) to choose from (spec 5). */
  dealerships?: Readonly<Record<string, string>>;
};

/** The car, then the person (the dealership too when Sell Your Car has a choice), as the form's steps. */
function steps(country: 'AU' | 'NZ', dealerships: Readonly<Record<string, string>>): TFormStep[] {
  const schemas = valuationFormSteps(country);
  const states = registrationStates(country);
  const details = withDealershipField(schemas.details, Object.keys(dealerships));
  const dealership: TStepField = {
    name: DEALERSHIP_FIELD,
    label: DEALERSHIP_LABEL,
    input: 'select',
    options: Object.entries(dealerships).map(([value, label]) => ({ value, label })),
  };
  return [
    {
      title: 'Your car',
      form: schemas.car,
      // One state to choose from is chosen for the visitor (a hidden input).
      fields: CAR_FIELDS.filter((f) => f.name !== 'state' || states.length > 1).map((f) =>
        f.name === 'state' ? { ...f, options: states } : f,
      ),
    },
    {
      title: 'Your details',
      form: details,
      fields: DEALERSHIP_FIELD in details.fields ? [dealership, ...DETAIL_FIELDS] : DETAIL_FIELDS,
    },
  ];
}

/**
 * The valuation request in two steps (spec 4): the car, then the person. Next saves the partial lead; the
 * request completes it through POST /api/valuations. When the site's provider gives a range it is shown
 * here as a guide; otherwise the visitor lands on /success. Without JavaScript both steps show and the form
 * posts itself to the API.
 */
export function TradeInForm({
  site,
  car = null,
  defaultState,
  phone = site.phone,
  dealerships = {},
}: TProps) {
  const router = useRouter();
  const sender = useLeadSender('server');
  const estimateRef = useRef<HTMLHeadingElement>(null);
  const [answer, setAnswer] = useState<{ valued: TValuationAnswer; method: string } | null>(null);
  const states = registrationStates(site.country);
  const state =
    states.length === 1 ? states[0]! : defaultState && states.includes(defaultState) ? defaultState : '';
  const choices = car ? {} : dealerships;
  const { autoSelected } = dealershipSelect(Object.keys(choices));
  const kind = car ? 'trade-in' : 'sell-my-car';
  const category = VALUATION_LEAD_CATEGORIES[kind];

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

  const visit = () => ({
    url: window.location.href,
    visited_pages: visitedPages(),
    linked_query_params: linkedQueryParams(),
  });
  return (
    <MultiStepForm
      steps={steps(site.country, choices)}
      action="/api/valuations"
      hidden={{
        ...(car && { car_id: car.id }),
        ...(states.length === 1 && { state }),
        ...(autoSelected !== null && { [DEALERSHIP_FIELD]: autoSelected }),
      }}
      initialValues={{ state, PreferredContactMethod: PREFERRED_CONTACT_METHODS[0], opt_in: false }}
      savePartial
      save={async (values, { partial }) => {
        if (partial) {
          const lead = { ...values, ...visit(), category, subcategory: kind, ...partialLeadFields() };
          return sender.send(lead, { partial: true });
        }
        const result = await submitValuation({ ...values, ...visit() }, sender.binding());
        if (result.ok) sender.reset();
        return result.ok ? { ok: true, answer: result.answer } : result;
      }}
      onNext={(step) =>
        pushDataLayer({
          event: 'go_to_next_step',
          event_id: ANALYTICS_EVENT_IDS.goToNextStep,
          category,
          step,
        })
      }
      onSent={(result, values) => {
        if (!('answer' in result)) return;
        const valued = result.answer;
        const eventId = ANALYTICS_EVENT_IDS.defaultForm;
        recordLeadSent({ siteSlug: site.slug, category, eventId, leadId: valued.lead_id, values, car });
        if (valued.estimate) setAnswer({ valued, method: String(values.PreferredContactMethod ?? '') });
        else router.push(successPath(valued.category, car ? { car: car.slug } : {}));
      }}
      failureTitle="Your valuation request has not been sent."
      submitLabel="Request a valuation"
      phone={phone}
      country={site.country}
      notice={<CollectionNotice siteName={site.name} />}
    />
  );
}
