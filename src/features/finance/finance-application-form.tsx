'use client';

import { useRouter } from 'next/navigation';
import { ANALYTICS_EVENT_IDS } from '@/domain/constants/analytics-events';
import { ENQUIRY_FIELD_LABELS, enquiryFormDefaults } from '@/domain/forms/enquiry-form';
import { dealershipSelect } from '@/domain/forms/dealership-select';
import { successPath } from '@/domain/forms/success-path';
import { DEALERSHIP_FIELD, withDealershipField } from '@/domain/forms/with-dealership-field';
import { formatWholeNumber } from '@/domain/numbers/format-whole-number';
import {
  EMPLOYMENT_STATUSES,
  FINANCE_APPLICATION_STEPS,
  FINANCE_TERMS_MONTHS,
  FINANCE_APPLICATION_SUBCATEGORIES,
  FINANCE_LEAD_CATEGORY,
  type TFinanceApplicationKind,
  type TFinanceApplicationStep,
} from '@/domain/finance/finance-application';
import { FINANCE_FORM_STEP_TEXTS } from '@/domain/finance/finance-texts';
import { enquiryEventId } from '@/domain/leads/enquiry-category';
import { partialLeadFields } from '@/domain/leads/partial-lead';
import { OPT_IN_WORDING } from '@/domain/forms/opt-in-wording';
import { pushDataLayer } from '@/features/analytics/data-layer';
import { linkedQueryParams, visitedPages } from '@/features/analytics/visited-pages';
import { carLeadFields } from '@/features/enquiry/enquiry-lead-fields';
import type { TEnquiryCar, TEnquirySite } from '@/features/enquiry/enquiry-props.types';
import { recordLeadSent } from '@/features/enquiry/record-lead-sent';
import { leadApiPath } from '@/features/enquiry/submit-lead';
import { useLeadSender } from '@/features/enquiry/use-lead-sender';
import { CollectionNotice } from '@/ui/form/collection-notice';
import { DEALERSHIP_LABEL } from '@/ui/form/dealership-field';
import { MultiStepForm } from '@/ui/form/multi-step-form';
import type { TFormStep, TStepField } from '@/ui/form/multi-step-form.types';

type TProps = {
  site: TEnquirySite;
  kind: TFinanceApplicationKind;
  /** The car the application is for (?car=…): its details travel with the lead. */
  car?: TEnquiryCar | null;
  /** The amount the form starts with (the car's drive-away price). */
  amount?: number | null;
  /** The site's dealerships (name by slug) to choose from (spec 5); none when the car decides it. */
  dealerships: Readonly<Record<string, string>>;
};

const MONEY = {
  input: 'text',
  inputMode: 'numeric',
  pattern: '\\$?\\s*[0-9][0-9,\\s]*(\\.[0-9]{1,2})?',
} as const;

/** How each field of the domain's finance application is shown. */
const SHOWN: Record<string, Omit<TStepField, 'name'>> = {
  loan_amount: {
    label: 'How much would you like to borrow?',
    hint: 'In whole dollars, e.g. 25,000.',
    ...MONEY,
  },
  term_months: { label: 'Loan term in months', input: 'select', options: FINANCE_TERMS_MONTHS },
  deposit: { label: 'Deposit or trade-in you will put towards it', hint: 'In whole dollars.', ...MONEY },
  name: { label: ENQUIRY_FIELD_LABELS.name, autoComplete: 'name', maxLength: 120 },
  phone: { label: ENQUIRY_FIELD_LABELS.phone, input: 'tel', autoComplete: 'tel', maxLength: 40 },
  email: { label: 'Email', input: 'email', autoComplete: 'email', maxLength: 254 },
  postcode: {
    label: 'Postcode',
    autoComplete: 'postal-code',
    inputMode: 'numeric',
    pattern: '[0-9]{4}',
    maxLength: 4,
  },
  employment_status: { label: 'Employment', input: 'select', options: EMPLOYMENT_STATUSES },
  employer: {
    label: 'Employer or business name',
    hint: 'Needed if you work or run a business.',
    maxLength: 120,
  },
  annual_income: { label: 'Annual income before tax', hint: 'In whole dollars, e.g. 85,000.', ...MONEY },
  opt_in: { label: OPT_IN_WORDING, input: 'checkbox' },
};

const TITLES: Record<TFinanceApplicationStep, { title: string; description?: string }> = {
  loan: { title: 'Your loan' },
  'about-you': { title: 'About you', description: FINANCE_FORM_STEP_TEXTS[2] },
  income: {
    title: 'Employment and income',
    description: `${FINANCE_FORM_STEP_TEXTS[3]}: tell us about your work and income so we can talk about what suits your budget.`,
  },
  review: { title: 'Review and send' },
};

/** The domain's steps and fields (checked again by the lead API) as shown, the dealership asked about you. */
function steps(siteName: string, dealerships: Readonly<Record<string, string>>): TFormStep[] {
  const shown: typeof SHOWN = {
    ...SHOWN,
    terms_agreed: {
      label: `I understand this is a finance enquiry, not a loan application or an offer of finance, and I agree to ${siteName} and the lenders it works with using these details to contact me about finance.`,
      input: 'checkbox',
    },
    [DEALERSHIP_FIELD]: {
      label: DEALERSHIP_LABEL,
      input: 'select',
      options: Object.entries(dealerships).map(([value, label]) => ({ value, label })),
    },
  };
  return (Object.keys(FINANCE_APPLICATION_STEPS) as TFinanceApplicationStep[]).map((key) => {
    const form =
      key === 'about-you'
        ? withDealershipField(FINANCE_APPLICATION_STEPS[key], Object.keys(dealerships))
        : FINANCE_APPLICATION_STEPS[key];
    return {
      ...TITLES[key],
      review: key === 'review',
      form,
      fields: Object.keys(form.fields).map((name) => ({ name, ...shown[name]! })),
    };
  });
}

/**
 * The finance application: the loan, about you, employment and income, then a review with the terms
 * agreement and the opt-in (unticked: spec section 5). Sent as a Finance lead, with the car when there is one,
 * else with the dealership the visitor chose (spec 5; chosen for them when the site has one). Each Next saves
 * the partial lead (spec 4).
 */
export function FinanceApplicationForm({ site, kind, car, amount, dealerships }: TProps) {
  const router = useRouter();
  const { send } = useLeadSender(site.customerHandler);
  const { autoSelected } = dealershipSelect(Object.keys(dealerships));
  const hidden = {
    category: FINANCE_LEAD_CATEGORY,
    subcategory: FINANCE_APPLICATION_SUBCATEGORIES[kind],
    ...(car && carLeadFields(car)),
    ...(autoSelected !== null && { [DEALERSHIP_FIELD]: autoSelected }),
  };
  return (
    <MultiStepForm
      steps={steps(site.name, dealerships)}
      action={leadApiPath(site.customerHandler)}
      hidden={hidden}
      initialValues={{
        ...enquiryFormDefaults('finance'),
        ...(amount ? { loan_amount: formatWholeNumber(amount) } : {}),
      }}
      savePartial
      save={(values, { partial }) =>
        send(
          {
            ...values,
            url: window.location.href,
            visited_pages: visitedPages(),
            linked_query_params: linkedQueryParams(),
            ...(partial ? partialLeadFields() : { lead_status: 'New', form_completed: true }),
          },
          { partial },
        )
      }
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
        recordLeadSent({
          siteSlug: site.slug,
          category,
          eventId,
          leadId: result.id,
          values,
          car: car ?? null,
        });
        router.push(successPath(category, car ? { car: car.slug } : {}));
      }}
      failureTitle="Your application has not been sent."
      phone={car?.phone ?? site.phone}
      country={site.country}
      notice={
        <CollectionNotice
          siteName={site.name}
          recipients="the dealership's sales and finance team, and the lenders it works with when you ask for finance"
        />
      }
    />
  );
}
