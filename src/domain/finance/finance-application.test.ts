import { describe, expect, it } from 'vitest';
import { formErrors } from '../forms/form-schema';
import {
  FINANCE_APPLICATION_STEPS,
  FINANCE_APPLICATION_SCHEMA,
  financeApplicationKind,
  isEmployed,
} from './finance-application';

const complete = {
  loan_amount: '$32,990',
  term_months: '60',
  name: 'Jo Citizen',
  phone: '0412 345 678',
  email: 'jo@example.com',
  postcode: '2150',
  employment_status: 'Full-time',
  employer: 'Acme Pty Ltd',
  annual_income: '85,000',
  terms_agreed: true,
};

describe('the finance application', () => {
  it('has four steps: the loan, about you, employment and income, and the review', () => {
    expect(Object.keys(FINANCE_APPLICATION_STEPS)).toEqual(['loan', 'about-you', 'income', 'review']);
  });

  it('accepts a complete application with the deposit and opt-in left out', () => {
    expect(formErrors(FINANCE_APPLICATION_SCHEMA, complete)).toEqual({});
  });

  it('requires every field but the deposit and the opt-in, employer included when employed', () => {
    expect(Object.keys(formErrors(FINANCE_APPLICATION_SCHEMA, { employment_status: 'Casual' }))).toEqual([
      'loan_amount',
      'term_months',
      'name',
      'phone',
      'email',
      'postcode',
      'employer',
      'annual_income',
      'terms_agreed',
    ]);
  });

  it('does not ask a retired applicant for an employer', () => {
    const retired = { ...complete, employment_status: 'Retired', employer: '' };
    expect(formErrors(FINANCE_APPLICATION_SCHEMA, retired)).toEqual({});
  });

  it.each([
    ['loan_amount', '999', 'Enter an amount from $1,000 to $2,000,000.'],
    ['loan_amount', '2,000,001', 'Enter an amount from $1,000 to $2,000,000.'],
    ['loan_amount', 'thirty grand', 'Enter an amount in whole dollars, e.g. 25,000.'],
    ['term_months', '50', 'Choose one of the options.'],
    ['deposit', '-1', 'Enter an amount in whole dollars, e.g. 25,000.'],
    ['postcode', '215', 'Must be 4 digits.'],
    ['employment_status', 'Astronaut', 'Choose one of the options.'],
    ['annual_income', 'a lot', 'Enter an amount in whole dollars, e.g. 25,000.'],
    ['terms_agreed', false, 'This is a required field.'],
  ])('%s %j -> %j', (field, value, message) => {
    expect(formErrors(FINANCE_APPLICATION_SCHEMA, { ...complete, [field]: value })).toEqual({
      [field]: message,
    });
  });
});

describe('isEmployed', () => {
  it.each([
    ['Full-time', true],
    ['Self-employed', true],
    ['Contractor', true],
    ['Retired', false],
    ['Not currently working', false],
    ['', false],
    [undefined, false],
    [1, false],
  ])('%j -> %j', (status, expected) => {
    expect(isEmployed(status)).toBe(expected);
  });
});

describe('financeApplicationKind', () => {
  it.each([
    ['finance-application', 'application'],
    ['finance-pre-approval', 'pre-approval'],
    ['general', null],
    [undefined, null],
    [null, null],
  ])('%j -> %j', (subcategory, kind) => {
    expect(financeApplicationKind(subcategory)).toBe(kind);
  });
});
