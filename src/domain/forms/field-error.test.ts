import { describe, expect, it } from 'vitest';
import { fieldError } from './field-error';
import type { TFormField } from './types';

const required = 'This is a required field.';

describe('fieldError', () => {
  it.each<
    [string, Pick<TFormField, 'kind' | 'optional' | 'options' | 'min' | 'max'>, unknown, string | undefined]
  >([
    ['required text, blank', {}, '', required],
    ['required text, whitespace', { kind: 'text' }, '   ', required],
    ['required text, filled', {}, 'Jo Citizen', undefined],
    ['optional text, blank', { optional: true }, undefined, undefined],
    ['optional text, filled', { optional: true }, 'ABC123', undefined],
    ['required email, blank', { kind: 'email' }, null, required],
    ['required email, bad', { kind: 'email' }, 'jo@example', 'invalid email address'],
    ['required email, good', { kind: 'email' }, 'jo@example.com', undefined],
    ['optional email, blank', { kind: 'email', optional: true }, '', undefined],
    [
      'optional email, bad is still checked',
      { kind: 'email', optional: true },
      'jo',
      'invalid email address',
    ],
    ['required phone, blank', { kind: 'phone' }, '', required],
    ['required phone, bad', { kind: 'phone' }, '12345', 'Must be correct format'],
    ['required phone, good', { kind: 'phone' }, '0412 345 678', undefined],
    ['required phone given as a number', { kind: 'phone' }, 412345678, undefined],
    ['required checkbox, unticked', { kind: 'checkbox' }, false, required],
    ['required checkbox, ticked', { kind: 'checkbox' }, true, undefined],
    ['optional checkbox, unticked', { kind: 'checkbox', optional: true }, false, undefined],
    ['choice, one of its options', { options: ['NSW', 'VIC'] }, 'VIC', undefined],
    ['choice, not one of its options', { options: ['NSW', 'VIC'] }, 'Victoria', 'Choose one of the options.'],
    ['choice, blank and required', { options: ['NSW', 'VIC'] }, '', required],
    ['optional choice, blank', { options: ['NSW'], optional: true }, '', undefined],
    ['postcode, 4 digits', { kind: 'postcode' }, ' 2000 ', undefined],
    ['postcode, 3 digits', { kind: 'postcode' }, '200', 'Must be 4 digits.'],
    ['postcode, letters', { kind: 'postcode' }, 'SW1A', 'Must be 4 digits.'],
    ['rego, as typed', { kind: 'rego' }, 'abc 123', undefined],
    [
      'rego, too long',
      { kind: 'rego' },
      'ABCDEFGHIJ',
      'Enter the rego as on the plate: up to 9 letters and numbers.',
    ],
    ['money, with $ and commas', { kind: 'money' }, '$25,000', undefined],
    ['money, not a number', { kind: 'money' }, 'lots', 'Enter an amount in whole dollars, e.g. 25,000.'],
    ['money, below its minimum', { kind: 'money', min: 1000 }, '999', 'Enter at least $1,000.'],
    ['money, at its minimum', { kind: 'money', min: 1000 }, '1000', undefined],
    [
      'money, above its maximum',
      { kind: 'money', min: 1000, max: 2_000_000 },
      '2,000,001',
      'Enter an amount from $1,000 to $2,000,000.',
    ],
    ['money, zero with no minimum', { kind: 'money' }, '0', undefined],
    ['kilometres, with commas', { kind: 'kilometres', max: 2_000_000 }, '85,000', undefined],
    [
      'kilometres, not a number',
      { kind: 'kilometres' },
      '85k',
      'Enter the kilometres on the odometer as a whole number, e.g. 85,000.',
    ],
    [
      'kilometres, above its maximum',
      { kind: 'kilometres', max: 2_000_000 },
      '3,000,000',
      'Enter an amount from 0 km to 2,000,000 km.',
    ],
  ])('%s -> %j', (_case, field, value, expected) => {
    expect(fieldError(field, value)).toBe(expected);
  });
});
