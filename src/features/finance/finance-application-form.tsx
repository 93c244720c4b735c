'use client';

import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { ANALYTICS_EVENT_IDS } from '@/domain/constants/analytics-events';
import { dealershipSelect } from '@/domain/forms/dealership-select';
import { successPath } from '@/domain/forms/success-path';
import { DEALERSHIP_FIELD } from '@/domain/forms/with-dealership-field';
import {
  FINANCE_APPLICATION_SUBCATEGORIES,
  FINANCE_LEAD_CATEGORY,
  type TFinanceApplicationKind,
} from '@/domain/finance/finance-application';
import { enquiryEventId } from '@/domain/leads/enquiry-category';
import { partialLeadFields } from '@/domain/leads/partial-lead';
import { pushDataLayer } from '@/features/analytics/data-layer';
import { linkedQueryParams, visitedPages } from '@/features/analytics/visited-pages';
import { carLeadFields } from '@/features/enquiry/enquiry-lead-fields';
import type { TEnquiryCar, TEnquirySite } from '@/features/enquiry/enquiry-props.types';
import { preloadRecordLeadSent, recordLeadSentLater } from '@/features/enquiry/record-lead-sent-later';
import { leadApiPath } from '@/features/enquiry/lead-api-path';
import { useLeadSender } from '@/features/enquiry/use-lead-sender';
import { CollectionNotice } from '@/ui/form/collection-notice';
import { MultiStepForm } from '@/ui/form/multi-step-form';
import { financeStepSchemas } from './finance-step-schemas';

type TProps = {
  site: TEnquirySite;
  kind: TFinanceApplicationKind;
  /** The car the application is for (?car=…): its details travel with the lead. */
  car?: TEnquiryCar | null;
  /** The site's dealerships (by slug) to choose from (spec 5); none when the car decides it. */
  dealerships: readonly string[];
  /** The prefix of the ids its steps were drawn with (MultiStepFields). */
  idPrefix: string;
  /** Each step's title, for the step indicator. */
  titles: readonly string[];
  /** The steps, drawn on the server (financeApplicationSteps in MultiStepFields). */
  children: ReactNode;
};

/**
 * The finance application: the loan, about you, employment and income, then a review with the terms
 * agreement and the opt-in (unticked: spec section 5). Sent as a Finance lead, with the car when there is one,
 * else with the dealership the visitor chose (spec 5; chosen for them when the site has one). Each Next saves
 * the partial lead (spec 4).
 */
export function FinanceApplicationForm({ site, kind, car, dealerships, idPrefix, titles, children }: TProps) {
  const router = useRouter();
  const { send, warm } = useLeadSender(site.customerHandler);
  const { autoSelected } = dealershipSelect(dealerships);
  const hidden = {
    category: FINANCE_LEAD_CATEGORY,
    subcategory: FINANCE_APPLICATION_SUBCATEGORIES[kind],
    ...(car && carLeadFields(car)),
    ...(autoSelected !== null && { [DEALERSHIP_FIELD]: autoSelected }),
  };
  return (
    <MultiStepForm
      schemas={financeStepSchemas(dealerships)}
      idPrefix={idPrefix}
      titles={titles}
      reviews
      action={leadApiPath(site.customerHandler)}
      hidden={hidden}
      savePartial
      warm={warm}
      save={(values, { partial }) => {
        if (!partial) preloadRecordLeadSent();
        return send(
          {
            ...values,
            url: window.location.href,
            visited_pages: visitedPages(),
            linked_query_params: linkedQueryParams(),
            ...(partial ? partialLeadFields() : { lead_status: 'New', form_completed: true }),
          },
          { partial },
        );
      }}
      onNext={(step) =>
        pushDataLayer({
          event: 'go_to_next_step',
          event_id: ANALYTICS_EVENT_IDS.goToNextStep,
          category: FINANCE_LEAD_CATEGORY,
          step,
        })
      }
      onSent={(result, values) => {
        const eventId = enquiryEventId(car);
        const category = FINANCE_LEAD_CATEGORY;
        void recordLeadSentLater({
          siteSlug: site.slug,
          category,
          eventId,
          leadId: result.id,
          values,
          car: car ?? null,
        }).then(() => router.push(successPath(category, car ? { car: car.slug } : {})));
      }}
      failureTitle="Your application has not been sent."
      phone={car?.phone ?? site.phone}
      notice={
        <CollectionNotice
          siteName={site.name}
          recipients="the dealership's sales and finance team, and the lenders it works with when you ask for finance"
        />
      }
    >
      {children}
    </MultiStepForm>
  );
}
