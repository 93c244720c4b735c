import { describe, expect, it } from 'vitest';
import { ENQUIRY_FORM_SCHEMAS, enquirySchemaOfKind, type TEnquiryFormKind } from './enquiry-form';
import { formErrors } from './form-schema';

const contact = { name: 'Jo Citizen', phone: '0412 345 678', email: 'jo@example.com' };
const required = 'This is a required field.';

describe('ENQUIRY_FORM_SCHEMAS', () => {
  it.each<[TEnquiryFormKind, Record<string, unknown>, Record<string, string>]>([
    ['general', {}, { name: required, phone: required, email: required, message: required }],
    ['general', contact, { message: required }],
    ['general', { ...contact, message: 'Is it still available?' }, {}],
    ['test-drive', contact, {}],
    ['photo-request', contact, {}],
    ['finance', contact, { terms_agreed: required }],
    ['finance', { ...contact, terms_agreed: true }, {}],
    [
      'general',
      { ...contact, message: 'Hi', phone: '123', email: 'jo@' },
      { phone: 'Must be correct format', email: 'invalid email address' },
    ],
  ])('%s with %j', (kind, values, errors) => {
    expect(formErrors(ENQUIRY_FORM_SCHEMAS[kind], values)).toEqual(errors);
  });

  it.each<[TEnquiryFormKind, string[]]>([
    ['general', ['name', 'phone', 'email', 'message', 'Rego', 'opt_in']],
    ['test-drive', ['name', 'phone', 'email', 'message', 'Rego', 'dateTime', 'opt_in']],
    ['photo-request', ['name', 'phone', 'email', 'message', 'opt_in']],
    ['finance', ['name', 'phone', 'email', 'opt_in', 'terms_agreed']],
  ])('%s has fields %j', (kind, names) => {
    expect(Object.keys(ENQUIRY_FORM_SCHEMAS[kind].fields)).toEqual(names);
  });
});

describe('enquirySchemaOfKind', () => {
  it.each([
    ['general', 'general'],
    ['test-drive', 'test-drive'],
    ['photo-request', 'photo-request'],
    ['question', 'photo-request'],
  ] as const)('%s checks the %s form', (kind, form) => {
    expect(enquirySchemaOfKind(kind)).toBe(ENQUIRY_FORM_SCHEMAS[form]);
  });

  it.each([['finance'], ['toString'], ['__proto__'], [''], [null], [undefined]])(
    '%j is no enquiry kind',
    (kind) => {
      expect(enquirySchemaOfKind(kind)).toBeNull();
    },
  );
});
