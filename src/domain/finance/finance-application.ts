import type { TFormField, TFormValues } from '../forms/types';

/** Every finance application is a lead of this category (the spec's "finance" form submission). */
export const FINANCE_LEAD_CATEGORY = 'Finance';

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
export const FINANCE_APPLICATION_STEPS: Readonly<Record<TFinanceApplicationStep, readonly TFormField[]>> = {
  loan: [
    { name: 'loan_amount', kind: 'money', ...FINANCE_LOAN_AMOUNT },
    { name: 'term_months', options: FINANCE_TERMS_MONTHS },
    { name: 'deposit', kind: 'money', optional: true, max: FINANCE_LOAN_AMOUNT.max },
  ],
  'about-you': [
    { name: 'name' },
    { name: 'phone', kind: 'phone' },
    { name: 'email', kind: 'email' },
    { name: 'postcode', kind: 'postcode' },
  ],
  income: [
    { name: 'employment_status', options: EMPLOYMENT_STATUSES },
    { name: 'employer', showWhen: (values: TFormValues) => isEmployed(values.employment_status) },
    { name: 'annual_income', kind: 'money', max: MAX_DOLLARS },
  ],
  review: [
    { name: 'terms_agreed', kind: 'checkbox' },
    { name: 'opt_in', kind: 'checkbox', optional: true },
  ],
};

/** Whether an employment status has an employer to name. */
export function isEmployed(status: unknown): boolean {
  return typeof status === 'string' && EMPLOYED.includes(status);
}

/** All of the application's checked fields, in step order (the server checks a submitted one against them). */
export function financeApplicationFields(): readonly TFormField[] {
  return Object.values(FINANCE_APPLICATION_STEPS).flat();
}

/** The kind of finance application a lead's subcategory names, or null when it names none. */
export function financeApplicationKind(subcategory: unknown): TFinanceApplicationKind | null {
  if (subcategory === FINANCE_APPLICATION_SUBCATEGORIES.application) return 'application';
  if (subcategory === FINANCE_APPLICATION_SUBCATEGORIES['pre-approval']) return 'pre-approval';
  return null;
}
