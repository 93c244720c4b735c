'use client';

import { useRouter } from 'next/navigation';
import { Suspense, useState } from 'react';
import { ANALYTICS_EVENT_IDS } from '@/domain/constants/analytics-events';
import { dealershipSelect } from '@/domain/forms/dealership-select';
import { successPath } from '@/domain/forms/success-path';
import { DEALERSHIP_FIELD } from '@/domain/forms/with-dealership-field';
import { partialLeadFields } from '@/domain/leads/partial-lead';
import { registrationStates } from '@/domain/valuations/registration-states';
import { VALUATION_LEAD_CATEGORIES } from '@/domain/valuations/valuation-form';
import { pushDataLayer } from '@/features/analytics/data-layer';
import { linkedQueryParams, visitedPages } from '@/features/analytics/visited-pages';
import { preloadRecordLeadSent, recordLeadSentLater } from '@/features/enquiry/record-lead-sent-later';
import { sendLater } from '@/features/enquiry/send-later';
import { useLeadSender } from '@/features/enquiry/use-lead-sender';
import { CollectionNotice } from '@/ui/form/collection-notice';
import { MultiStepForm } from '@/ui/form/multi-step-form';
import type { TValuationAnswer } from './submit-valuation';
import type { TTradeInFormProps } from './trade-in-form.types';
import { tradeInStepSchemas } from './trade-in-step-schemas';
import { preloadValuationEstimate, ValuationEstimateLater } from './valuation-estimate-later';

/** The estimate's heading takes focus when it shows: its code can arrive a moment after the answer. */
function focusEstimate(heading: HTMLHeadingElement | null) {
  heading?.focus();
}

// The valuation route's client loads on the form's first focus (or its submit), not with the page.
const submitValuationLater = sendLater(() =>
  import('./submit-valuation').then((module) => module.submitValuation),
);

/**
 * The valuation request in two steps (spec 4): the car, then the person. Next saves the partial lead; the
 * request completes it through POST /api/valuations. When the site's provider gives a range it is shown
 * here as a guide; otherwise the visitor lands on /success. Without JavaScript both steps show and the form
 * posts itself to the API.
 */
export function TradeInForm({
  site,
  car = null,
  state,
  phone = site.phone,
  dealerships = [],
  idPrefix,
  titles,
  children,
}: TTradeInFormProps) {
  const router = useRouter();
  const sender = useLeadSender('server');
  const [answer, setAnswer] = useState<{ valued: TValuationAnswer; method: string } | null>(null);
  const oneState = registrationStates(site.country).length === 1;
  const choices = car ? [] : dealerships;
  const { autoSelected } = dealershipSelect(choices);
  const kind = car ? 'trade-in' : 'sell-my-car';
  const category = VALUATION_LEAD_CATEGORIES[kind];

  if (answer?.valued.estimate) {
    return (
      <Suspense fallback={null}>
        <ValuationEstimateLater
          ref={focusEstimate}
          estimate={answer.valued.estimate}
          vehicle={answer.valued.vehicle}
          currency={site.currency}
          contactMethod={answer.method}
        />
      </Suspense>
    );
  }

  const visit = () => ({
    url: window.location.href,
    visited_pages: visitedPages(),
    linked_query_params: linkedQueryParams(),
  });
  return (
    <MultiStepForm
      schemas={tradeInStepSchemas(site.country, choices)}
      idPrefix={idPrefix}
      titles={titles}
      reviews={false}
      action="/api/valuations"
      hidden={{
        ...(car && { car_id: car.id }),
        ...(oneState && { state }),
        ...(autoSelected !== null && { [DEALERSHIP_FIELD]: autoSelected }),
      }}
      savePartial
      warm={() => {
        sender.warm();
        submitValuationLater.warm();
        void preloadValuationEstimate();
      }}
      save={async (values, { partial }) => {
        if (partial) {
          const lead = { ...values, ...visit(), category, subcategory: kind, ...partialLeadFields() };
          return sender.send(lead, { partial: true });
        }
        preloadRecordLeadSent();
        const result = await submitValuationLater.send({ ...values, ...visit() }, sender.binding());
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
        void Promise.all([
          recordLeadSentLater({
            siteSlug: site.slug,
            category,
            eventId,
            leadId: valued.lead_id,
            values,
            car,
          }),
          valued.estimate ? preloadValuationEstimate() : false,
        ]).then(([, canShow]) => {
          if (valued.estimate && canShow)
            setAnswer({ valued, method: String(values.PreferredContactMethod ?? '') });
          else router.push(successPath(valued.category, car ? { car: car.slug } : {}));
        });
      }}
      failureTitle="Your valuation request has not been sent."
      submitLabel="Request a valuation"
      phone={phone}
      notice={<CollectionNotice siteName={site.name} />}
    >
      {children}
    </MultiStepForm>
  );
}
