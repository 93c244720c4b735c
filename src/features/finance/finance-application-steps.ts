import {
  FINANCE_APPLICATION_STEPS,
  EMPLOYMENT_STATUSES,
  FINANCE_FORM_STEP_TEXTS,
  FINANCE_TERMS_MONTHS,
  type TFinanceApplicationStep,
} from '@/domain/finance/finance-application';
import { ENQUIRY_FIELD_LABELS } from '@/domain/forms/enquiry-field-labels';
import { OPT_IN_WORDING } from '@/domain/forms/opt-in-wording';
import { DEALERSHIP_FIELD } from '@/domain/forms/with-dealership-field';
import { DEALERSHIP_LABEL } from '@/ui/form/dealership-field';
import type { TFormStep, TStepField } from '@/ui/form/multi-step-form.types';
import { financeStepSchemas } from './finance-step-schemas';

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

/**
 * The finance application's steps as the server draws them (MultiStepFields): the domain's steps and fields
 * (checked again by the lead API), with their titles, labels and inputs; the dealership is asked about you when
 * the visitor chooses one.
 */
export function financeApplicationSteps(
  siteName: string,
  dealerships: Readonly<Record<string, string>>,
): TFormStep[] {
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
  const schemas = financeStepSchemas(Object.keys(dealerships));
  return (Object.keys(FINANCE_APPLICATION_STEPS) as TFinanceApplicationStep[]).map((key, i) => {
    const form = schemas[i]!;
    return {
      ...TITLES[key],
      review: key === 'review',
      form,
      fields: Object.keys(form.fields).map((name) => ({ name, ...shown[name]! })),
    };
  });
}
