import { describe, expect, it } from 'vitest';
import { formField } from './form-field';
import { moneyField } from './money-field';
import { formErrors, formSchema, isFieldShown, joinFormSchemas } from './form-schema';
import type { TFormErrors, TFormValues } from './types';

const required = 'This is a required field.';
const hasTradeIn = formField.checkbox({ optional: true });
const form = formSchema(
  {
    name: formField.text(),
    email: formField.email(),
    phone: formField.phone(),
    message: formField.text({ optional: true }),
    has_trade_in: hasTradeIn,
    trade_in_rego: formField.text(),
    employer: formField.text(),
    annual_income: moneyField(),
  },
  {
    trade_in_rego: (values) => Boolean(values.has_trade_in),
    employer: (values) => values.employment === 'employed',
  },
);

const good = { name: 'Jo Citizen', email: 'jo@example.com', phone: '0412 345 678', annual_income: '1' };

describe('formErrors', () => {
  it('names a body that is no set of fields at all under the empty key', () => {
    const form = formSchema({});
    expect(formErrors(form, 'not a form' as unknown as Record<string, unknown>)).toEqual({
      '': 'Expected a set of form fields.',
    });
    expect(Object.keys(formErrors(form, null as unknown as Record<string, unknown>))).toEqual(['']);
    expect(Object.keys(formErrors(form, [] as unknown as Record<string, unknown>))).toEqual(['']);
  });

  it.each<[string, TFormValues, TFormErrors]>([
    ['all required filled, conditionals hidden', good, {}],
    [
      'every field required by default',
      {},
      { name: required, email: required, phone: required, annual_income: required },
    ],
    [
      'format errors',
      { ...good, email: 'jo@', phone: '123' },
      { email: 'invalid email address', phone: 'Must be correct format' },
    ],
    ['shown conditional field is required', { ...good, has_trade_in: true }, { trade_in_rego: required }],
    ['shown conditional field filled', { ...good, has_trade_in: true, trade_in_rego: 'ABC123' }, {}],
    ['predicate field shown and required', { ...good, employment: 'employed' }, { employer: required }],
    ['predicate field hidden', { ...good, employment: 'retired' }, {}],
    ['other keys pass through', { ...good, url: 'https://example.com', car_id: 7 }, {}],
  ])('%s', (_case, values, expected) => {
    expect(formErrors(form, values)).toEqual(expected);
  });

  it('lists a conditional field in the form order, not after the others', () => {
    const errors = formErrors(form, { employment: 'employed' });
    expect(Object.keys(errors)).toEqual(['name', 'email', 'phone', 'employer', 'annual_income']);
  });
});

describe('isFieldShown', () => {
  it.each<[string, string, TFormValues, boolean]>([
    ['no condition', 'name', {}, true],
    ['named field ticked', 'trade_in_rego', { has_trade_in: true }, true],
    ['named field truthy text', 'trade_in_rego', { has_trade_in: 'yes' }, true],
    ['named field falsy', 'trade_in_rego', { has_trade_in: false }, false],
    ['named field missing', 'trade_in_rego', {}, false],
    ['predicate allows', 'employer', { employment: 'employed' }, true],
    ['predicate refuses', 'employer', { employment: 'retired' }, false],
  ])('%s', (_case, name, values, shown) => {
    expect(isFieldShown(form, name, values)).toBe(shown);
  });
});

describe('joinFormSchemas', () => {
  it('checks every step in order, conditions kept', () => {
    const first = formSchema({ name: formField.text() });
    const second = formSchema(
      { employment: formField.text(), employer: formField.text() },
      { employer: (values) => values.employment === 'employed' },
    );
    expect(formErrors(joinFormSchemas([first, second]), { employment: 'employed' })).toEqual({
      name: required,
      employer: required,
    });
  });
});
