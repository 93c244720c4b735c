import { describe, expect, it } from 'vitest';
import type { TFormErrors, TFormField, TFormValues } from './types';
import { validateFields } from './validate-fields';

const fields: TFormField[] = [
  { name: 'name' },
  { name: 'email', kind: 'email' },
  { name: 'phone', kind: 'phone' },
  { name: 'message', optional: true },
  { name: 'has_trade_in', kind: 'checkbox', optional: true },
  { name: 'trade_in_rego', showWhen: { field: 'has_trade_in' } },
  { name: 'employer', showWhen: (values) => values.employment === 'employed' },
];

const good = { name: 'Jo Citizen', email: 'jo@example.com', phone: '0412 345 678' };

describe('validateFields', () => {
  it.each<[string, TFormValues, TFormErrors]>([
    ['all required filled, conditionals hidden', good, {}],
    [
      'every field required by default',
      {},
      {
        name: 'This is a required field.',
        email: 'This is a required field.',
        phone: 'This is a required field.',
      },
    ],
    [
      'format errors',
      { ...good, email: 'jo@', phone: '123' },
      { email: 'invalid email address', phone: 'Must be correct format' },
    ],
    [
      'shown conditional field is required',
      { ...good, has_trade_in: true },
      { trade_in_rego: 'This is a required field.' },
    ],
    ['shown conditional field filled', { ...good, has_trade_in: true, trade_in_rego: 'ABC123' }, {}],
    [
      'predicate field shown and required',
      { ...good, employment: 'employed' },
      { employer: 'This is a required field.' },
    ],
    ['predicate field hidden', { ...good, employment: 'retired' }, {}],
  ])('%s', (_case, values, expected) => {
    expect(validateFields(fields, values)).toEqual(expected);
  });

  it('hides a field whose named field is in error', () => {
    const dependent: TFormField[] = [
      { name: 'contact_email', kind: 'email' },
      { name: 'newsletter', kind: 'checkbox', showWhen: { field: 'contact_email' } },
    ];
    expect(validateFields(dependent, { contact_email: 'nope' })).toEqual({
      contact_email: 'invalid email address',
    });
    expect(validateFields(dependent, { contact_email: 'jo@example.com' })).toEqual({
      newsletter: 'This is a required field.',
    });
  });
});
