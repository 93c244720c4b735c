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

  it('requires name, mobile and email on an enquiry form, where the API alone needs a name and one contact', () => {
    expect(
      issues({ category: 'Test Drive', subcategory: 'test-drive', name: 'Jo', email: 'jo@example.com' }),
    ).toEqual(['lead.phone: This is a required field.']);
    expect(issues({ category: 'Test Drive', name: 'Jo', email: 'jo@example.com' })).toEqual([]);
  });

  it('leaves other subcategories and partial leads to the API rules', () => {
    expect(issues({ category: 'Finance', subcategory: 'finance', name: 'Jo', phone: '0412345678' })).toEqual(
      [],
    );
    expect(issues({ category: 'General Enquiry', subcategory: 'general', form_completed: false })).toEqual(
      [],
    );
  });
});
