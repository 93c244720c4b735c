import { describe, expect, it } from 'vitest';
import { formErrors } from '../forms/form-schema';
import {
  MAX_VALUATION_KMS,
  valuationAdjustmentAnswers,
  valuationFormSchema,
  valuationFormSteps,
} from './valuation-form';

const filled = {
  rego: 'abc 123',
  state: 'NSW',
  kms: '85,000',
  name: 'Jo Citizen',
  phone: '0412 345 678',
  email: 'jo@example.com',
  PreferredContactMethod: 'Phone',
};

describe('valuationFormSchema', () => {
  it('accepts a complete Australian request with the optional answers left out', () => {
    expect(formErrors(valuationFormSchema('AU'), filled)).toEqual({});
  });

  it('names every missing required field, in form order', () => {
    expect(Object.keys(formErrors(valuationFormSchema('AU'), {}))).toEqual([
      'rego',
      'state',
      'kms',
      'name',
      'phone',
      'email',
      'PreferredContactMethod',
    ]);
  });

  it.each([
    ['rego', 'TOOLONGPLATE', 'Enter the rego as on the plate: up to 9 letters and numbers.'],
    ['state', 'NZ', 'Choose one of the options.'],
    ['year', '19', 'Enter the year as four digits, e.g. 2019.'],
    ['kms', '85k', 'Enter the kilometres on the odometer as a whole number, e.g. 85,000.'],
    ['kms', String(MAX_VALUATION_KMS + 1), 'Enter an amount from 0 km to 2,000,000 km.'],
    ['condition', 'Mint', 'Choose one of the options.'],
    ['service_history', 'Some', 'Choose one of the options.'],
    ['phone', '123', 'Must be correct format'],
    ['email', 'jo@', 'invalid email address'],
    ['PreferredContactMethod', 'Fax', 'Choose one of the options.'],
  ])('%s %j -> %j', (field, value, message) => {
    expect(formErrors(valuationFormSchema('AU'), { ...filled, [field]: value })).toEqual({
      [field]: message,
    });
  });

  it('takes a New Zealand plate only on a New Zealand site', () => {
    expect(formErrors(valuationFormSchema('NZ'), { ...filled, state: 'NZ' })).toEqual({});
    expect(formErrors(valuationFormSchema('NZ'), filled)).toEqual({
      state: 'Choose one of the options.',
    });
  });
});

describe('valuationAdjustmentAnswers', () => {
  it('keeps the answered questions, trimmed', () => {
    expect(valuationAdjustmentAnswers({ condition: ' Good ', service_history: 'Full', rego: 'X' })).toEqual({
      condition: 'Good',
      service_history: 'Full',
    });
  });

  it('leaves out blank and non-text answers', () => {
    expect(valuationAdjustmentAnswers({ condition: '  ', service_history: 3 })).toEqual({});
  });
});

describe('valuationFormSteps', () => {
  it('asks about the car, then the person: every field of the request once', () => {
    const steps = valuationFormSteps('AU');
    expect(Object.keys(steps.car.fields)).toEqual([
      'make',
      'model',
      'year',
      'rego',
      'state',
      'kms',
      'condition',
      'service_history',
    ]);
    expect(Object.keys(steps.details.fields)).toEqual([
      'name',
      'phone',
      'email',
      'PreferredContactMethod',
      'message',
      'opt_in',
    ]);
    expect(Object.keys(valuationFormSchema('AU').fields)).toEqual([
      ...Object.keys(steps.car.fields),
      ...Object.keys(steps.details.fields),
    ]);
  });
});
