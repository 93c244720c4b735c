import { describe, expect, it } from 'vitest';
import { CHECKOUT_FORM_SCHEMA } from './checkout-form';
import { formErrors } from './form-schema';

const required = 'This is a required field.';
const buyer = {
  name: 'Jo Citizen',
  email: 'jo@example.com',
  phone: '0412 345 678',
  postcode: '4558',
  terms_agreed: true,
};

describe('CHECKOUT_FORM_SCHEMA', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      'nothing filled in',
      {},
      { name: required, email: required, phone: required, postcode: required, terms_agreed: required },
    ],
    ['every detail and the terms', buyer, {}],
    ['the opt-in ticked too', { ...buyer, opt_in: true }, {}],
    ['terms not accepted', { ...buyer, terms_agreed: '' }, { terms_agreed: required }],
    [
      'malformed email, mobile and postcode',
      { ...buyer, email: 'jo@', phone: '123', postcode: '45' },
      { email: 'invalid email address', phone: 'Must be correct format', postcode: 'Must be 4 digits.' },
    ],
    ['an NZ mobile and postcode', { ...buyer, phone: '+64 21 123 4567', postcode: '3204' }, {}],
  ])('%s', (_, values, errors) => {
    expect(formErrors(CHECKOUT_FORM_SCHEMA, values)).toEqual(errors);
  });

  it('lists its fields in the order the form shows them', () => {
    expect(Object.keys(CHECKOUT_FORM_SCHEMA.fields)).toEqual([
      'name',
      'email',
      'phone',
      'postcode',
      'terms_agreed',
      'opt_in',
    ]);
  });
});
