import { describe, expect, it } from 'vitest';
import { ZLeadRequest } from './lead-request.schema';

const contact = { name: 'Jo Citizen', phone: '0412 345 678', email: 'jo@example.com' };

function issues(lead: Record<string, unknown>) {
  const parsed = ZLeadRequest.safeParse({ lead });
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
}

describe('ZLeadRequest: an enquiry form lead is checked against its form again', () => {
  it.each([
    ['general', { ...contact, message: 'Is it still available?' }],
    ['test-drive', contact],
    ['photo-request', contact],
    ['question', contact],
  ])('accepts a complete %s enquiry', (kind, values) => {
    expect(issues({ category: 'Question', subcategory: kind, ...values })).toEqual([]);
  });

  it('requires the message of the general enquiry form, as the browser does', () => {
    expect(issues({ category: 'General Enquiry', subcategory: 'general', ...contact })).toEqual([
      'lead.message: This is a required field.',
    ]);
  });

  it('requires name, mobile and email on an enquiry form, each named once', () => {
    expect(
      issues({ category: 'Test Drive', subcategory: 'test-drive', name: 'Jo', email: 'jo@example.com' }),
    ).toEqual(['lead.phone: This is a required field.']);
  });

  it.each<[string, Record<string, unknown>, string[]]>([
    ['no email', { name: 'Jo', phone: '0412345678' }, ['lead.email: This is a required field.']],
    ['no phone', { name: 'Jo', email: 'jo@example.com' }, ['lead.phone: This is a required field.']],
    ['no name', { phone: '0412345678', email: 'jo@example.com' }, ['lead.name: This is a required field.']],
    [
      'nothing',
      {},
      [
        'lead.name: This is a required field.',
        'lead.phone: This is a required field.',
        'lead.email: This is a required field.',
      ],
    ],
  ])(
    'requires the contact fields of every form without a form subcategory too: %s',
    (_case, values, found) => {
      expect(issues({ category: 'Service Booking', ...values })).toEqual(found);
      expect(issues({ category: 'Finance', subcategory: 'finance', ...values })).toEqual(found);
    },
  );

  it("accepts a partner's givenName and mobile as the name and phone", () => {
    expect(
      issues({ category: 'Finance', givenName: 'Jo', mobile: '0412345678', email: 'jo@example.com' }),
    ).toEqual([]);
  });

  it('leaves other subcategories and partial leads to the API rules', () => {
    expect(issues({ category: 'Finance', subcategory: 'finance', ...contact })).toEqual([]);
    expect(issues({ category: 'General Enquiry', subcategory: 'general', form_completed: false })).toEqual(
      [],
    );
  });
});

describe('ZLeadRequest: a finance application is checked against the application again', () => {
  const application = {
    category: 'Finance',
    subcategory: 'finance-application',
    ...contact,
    loan_amount: '32,990',
    term_months: '60',
    postcode: '2150',
    employment_status: 'Full-time',
    employer: 'Acme Pty Ltd',
    annual_income: '85000',
    terms_agreed: 'on',
  };

  it.each(['finance-application', 'finance-pre-approval'])('accepts a complete %s', (subcategory) => {
    expect(issues({ ...application, subcategory })).toEqual([]);
  });

  it('requires terms_agreed and checks the amounts and choices as the browser does', () => {
    expect(
      issues({ ...application, terms_agreed: '', loan_amount: '500', term_months: '50', employer: '' }),
    ).toEqual([
      'lead.loan_amount: Enter an amount from $1,000 to $2,000,000.',
      'lead.term_months: Choose one of the options.',
      'lead.employer: This is a required field.',
      'lead.terms_agreed: This is a required field.',
    ]);
  });
});

describe('ZLeadRequest: text PostgreSQL cannot store is refused, naming the field', () => {
  const base = { category: 'General Enquiry', ...contact };
  it.each<[string, Record<string, unknown>, string]>([
    ['a NUL in an extra value', { Rego: 'AB\u0000C' }, 'lead.Rego'],
    ['a lone surrogate in an extra value', { Rego: 'AB\ud800' }, 'lead.Rego'],
    ['a lone surrogate in a message', { message: 'hi \udfff' }, 'lead.message'],
    ['a lone surrogate in visited_pages', { visited_pages: ['/a', '/\ud83d'] }, 'lead.visited_pages.1'],
    [
      'a lone surrogate in a query parameter',
      { linked_query_params: { utm: '\ud800' } },
      'lead.linked_query_params.utm',
    ],
    ['a NUL in an extra key', { 'Rego\u0000': 'x' }, 'lead.extra field'],
    ['a lone surrogate in an extra key', { '\ud800': 'x' }, 'lead.extra field'],
    ['markup in an extra key', { '<b>': 'x' }, 'lead.<b>'],
    ['an extra key over 100 characters', { ['k'.repeat(101)]: 'x' }, `lead.${'k'.repeat(100)}`],
  ])('%s', (_case, extra, field) => {
    const parsed = ZLeadRequest.safeParse({ lead: { ...base, ...extra } });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => ['lead', ...i.path.slice(1)].join('.'))).toContain(field);
  });

  it("keeps a form's own questions and an emoji (a whole surrogate pair)", () => {
    const lead = { ...base, 'Vehicle Make': 'Kia', trade_in_kms: '120000', message: 'Thanks 👍' };
    expect(ZLeadRequest.safeParse({ lead }).success).toBe(true);
  });
});
