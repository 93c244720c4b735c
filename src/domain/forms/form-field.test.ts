import { describe, expect, it } from 'vitest';
import { fieldError, formField, isOptionalField, type TFieldRule } from './form-field';
import { moneyField } from './money-field';
import { vehicleField } from './vehicle-field';

const required = 'This is a required field.';

/** The field's message for a value, or undefined when it passes. */
const messageOf = (rule: TFieldRule, value: unknown) => fieldError(rule, value);

describe('formField', () => {
  it.each<[string, TFieldRule, unknown, string | undefined]>([
    ['required text, blank', formField.text(), '', required],
    ['required text, whitespace', formField.text(), '   ', required],
    ['required text, filled', formField.text(), 'Jo Citizen', undefined],
    ['optional text, blank', formField.text({ optional: true }), undefined, undefined],
    ['optional text, filled', formField.text({ optional: true }), 'ABC123', undefined],
    ['required email, blank', formField.email(), null, required],
    ['required email, bad', formField.email(), 'jo@example', 'invalid email address'],
    ['required email, good', formField.email(), 'jo@example.com', undefined],
    ['optional email, blank', formField.email({ optional: true }), '', undefined],
    [
      'optional email, bad is still checked',
      formField.email({ optional: true }),
      'jo',
      'invalid email address',
    ],
    ['required phone, blank', formField.phone(), '', required],
    ['required phone, bad', formField.phone(), '12345', 'Must be correct format'],
    ['required phone, good', formField.phone(), '0412 345 678', undefined],
    ['required phone given as a number', formField.phone(), 412345678, undefined],
    ['required checkbox, unticked', formField.checkbox(), false, required],
    ['required checkbox, ticked', formField.checkbox(), true, undefined],
    ['optional checkbox, unticked', formField.checkbox({ optional: true }), false, undefined],
    ['choice, one of its options', formField.choice(['NSW', 'VIC']), 'VIC', undefined],
    [
      'choice, not one of its options',
      formField.choice(['NSW', 'VIC']),
      'Victoria',
      'Choose one of the options.',
    ],
    ['choice, blank and required', formField.choice(['NSW', 'VIC']), '', required],
    ['optional choice, blank', formField.choice(['NSW'], { optional: true }), '', undefined],
    ['postcode, 4 digits', formField.postcode(), ' 2000 ', undefined],
    ['postcode, 3 digits', formField.postcode(), '200', 'Must be 4 digits.'],
    ['postcode, letters', formField.postcode(), 'SW1A', 'Must be 4 digits.'],
    ['year, four digits', vehicleField.year(), ' 2019 ', undefined],
    ['year, a number', vehicleField.year(), 2019, undefined],
    ['year, two digits', vehicleField.year(), '19', 'Enter the year as four digits, e.g. 2019.'],
    ['year, another century', vehicleField.year(), '1899', 'Enter the year as four digits, e.g. 2019.'],
    ['rego, as typed', vehicleField.rego(), 'abc 123', undefined],
    [
      'rego, too long',
      vehicleField.rego(),
      'ABCDEFGHIJ',
      'Enter the rego as on the plate: up to 9 letters and numbers.',
    ],
    ['money, with $ and commas', moneyField(), '$25,000', undefined],
    ['money, not a number', moneyField(), 'lots', 'Enter an amount in whole dollars, e.g. 25,000.'],
    ['money, below its minimum', moneyField({ min: 1000 }), '999', 'Enter at least $1,000.'],
    ['money, at its minimum', moneyField({ min: 1000 }), '1000', undefined],
    [
      'money, above its maximum',
      moneyField({ min: 1000, max: 2_000_000 }),
      '2,000,001',
      'Enter an amount from $1,000 to $2,000,000.',
    ],
    ['money, zero with no minimum', moneyField(), '0', undefined],
    ['kilometres, with commas', vehicleField.kilometres({ max: 2_000_000 }), '85,000', undefined],
    [
      'kilometres, not a number',
      vehicleField.kilometres(),
      '85k',
      'Enter the kilometres on the odometer as a whole number, e.g. 85,000.',
    ],
    [
      'kilometres, above its maximum',
      vehicleField.kilometres({ max: 2_000_000 }),
      '3,000,000',
      'Enter an amount from 0 km to 2,000,000 km.',
    ],
  ])('%s -> %j', (_case, field, value, expected) => {
    expect(messageOf(field, value)).toBe(expected);
  });
});

describe('isOptionalField', () => {
  it.each<[string, TFieldRule, boolean]>([
    ['required text', formField.text(), false],
    ['optional text', formField.text({ optional: true }), true],
    ['required checkbox', formField.checkbox(), false],
    ['optional money', moneyField({ optional: true, min: 1 }), true],
    ['required choice', formField.choice(['A']), false],
  ])('%s -> %s', (_case, field, optional) => {
    expect(isOptionalField(field)).toBe(optional);
  });
});
