import { formField } from '../forms/form-field';
import { moneyField } from '../forms/money-field';
import { formSchema, joinFormSchemas, type TFormSchema } from '../forms/form-schema';

/** Every finance application is a lead of this category (the spec's "finance" form submission). */
export const FINANCE_LEAD_CATEGORY = 'Finance';

/** The finance application form's step texts, by 1-based step. */
export const FINANCE_FORM_STEP_TEXTS = {
  2: 'Understand your finance offer and budget before you buy.',
  3: 'Apply Today',
} as const;

/** /get-finance asks for finance; /finance-pre-approval for pre-approval before a car is chosen. */
export type TFinanceApplicationKind = 'application' | 'pre-approval';

/** The lead's subcategory of each kind, by which the lead API checks the application's fields again. */
export const FINANCE_APPLICATION_SUBCATEGORIES = {
  application: 'finance-application',
  'pre-approval': 'finance-pre-approval',
} as const satisfies Record<TFinanceApplicationKind, string>;

export const FINANCE_TERMS_MONTHS = ['12', '24', '36', '48', '60', '72', '84'] as const;

export const EMPLOYMENT_STATUSES = [
  'Full-time',
  'Part-time',
  'Casual',
  'Self-employed',
  'Contractor',
  'Retired',
  'Not currently working',
] as const;

/** Statuses with an employer (or own business) to name. */
const EMPLOYED: readonly string[] = ['Full-time', 'Part-time', 'Casual', 'Self-employed', 'Contractor'];

export const FINANCE_LOAN_AMOUNT = { min: 1_000, max: 2_000_000 } as const;
const MAX_DOLLARS = 10_000_000;

export type TFinanceApplicationStep = 'loan' | 'about-you' | 'income' | 'review';

/**
 * The finance application's checked fields by step (payload keys): the loan (amount from $1,000 to
 * $2,000,000, term in months, optional deposit or trade-in), about you (Full Name, Mobile, email,
 * postcode), employment and income (the employer only when employed), and the review, where
 * terms_agreed is required and the opt-in is optional (and starts unticked on the finance form).
 */
export const FINANCE_APPLICATION_STEPS: Readonly<Record<TFinanceApplicationStep, TFormSchema>> = {
  loan: formSchema({
    loan_amount: moneyField(FINANCE_LOAN_AMOUNT),
    term_months: formField.choice(FINANCE_TERMS_MONTHS),
    deposit: moneyField({ optional: true, max: FINANCE_LOAN_AMOUNT.max }),
  }),
  'about-you': formSchema({
    name: formField.text(),
    phone: formField.phone(),
    email: formField.email(),
    postcode: formField.postcode(),
  }),
  income: formSchema(
    {
      employment_status: formField.choice(EMPLOYMENT_STATUSES),
      employer: formField.text(),
      annual_income: moneyField({ max: MAX_DOLLARS }),
    },
    { employer: (values) => isEmployed(values.employment_status) },
  ),
  review: formSchema({
    terms_agreed: formField.checkbox(),
    opt_in: formField.checkbox({ optional: true }),
  }),
};

/** Whether an employment status has an employer to name. */
export function isEmployed(status: unknown): boolean {
  return typeof status === 'string' && EMPLOYED.includes(status);
}

/** The whole application's schema, steps in order (the server checks a submitted one against it). */
export const FINANCE_APPLICATION_SCHEMA: TFormSchema = joinFormSchemas(
  Object.values(FINANCE_APPLICATION_STEPS),
);

/** The kind of finance application a lead's subcategory names, or null when it names none. */
export function financeApplicationKind(subcategory: unknown): TFinanceApplicationKind | null {
  if (subcategory === FINANCE_APPLICATION_SUBCATEGORIES.application) return 'application';
  if (subcategory === FINANCE_APPLICATION_SUBCATEGORIES['pre-approval']) return 'pre-approval';
  return null;
}
