import { describe, expect, it } from 'vitest';
import { DEALERSHIP_FIELD } from '@/domain/forms/with-dealership-field';
import { valuationFormSteps } from '@/domain/valuations/valuation-form';
import { startingState, tradeInStepSchemas } from './trade-in-step-schemas';

describe('tradeInStepSchemas', () => {
  it("are the domain's steps: the car, then the person", () => {
    const steps = valuationFormSteps('NZ');
    expect(tradeInStepSchemas('NZ', []).map((schema) => Object.keys(schema.fields))).toEqual([
      Object.keys(steps.car.fields),
      Object.keys(steps.details.fields),
    ]);
  });

  it('asks the person which dealership when there is a choice, and not with one', () => {
    expect(tradeInStepSchemas('AU', ['parramatta', 'penrith'])[1].fields).toHaveProperty(DEALERSHIP_FIELD);
    expect(tradeInStepSchemas('AU', ['parramatta'])[1].fields).not.toHaveProperty(DEALERSHIP_FIELD);
  });
});

describe('startingState', () => {
  it("is New Zealand's only one, whatever is preferred", () => {
    expect(startingState('NZ', 'NSW')).toBe('NZ');
    expect(startingState('NZ', null)).toBe('NZ');
  });

  it("is the car's or dealership's state when it is an Australian one", () => {
    expect(startingState('AU', 'QLD')).toBe('QLD');
  });

  it.each([[null], [undefined], [''], ['Queensland']])('is none for %j', (preferred) => {
    expect(startingState('AU', preferred)).toBe('');
  });
});
