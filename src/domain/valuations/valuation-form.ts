import { formField } from '../forms/form-field';
import { vehicleField } from '../forms/vehicle-field';
import { formSchema, joinFormSchemas, type TFormSchema } from '../forms/form-schema';
import type { TFormValues } from '../forms/types';
import { registrationStates } from './registration-states';

/** A valuation for a trade-in towards one of the site's cars, or of a car the visitor wants to sell. */
export type TValuationKind = 'trade-in' | 'sell-my-car';

/**
 * The lead category of each kind: the spec's trade-in request carries 'Trade-in Enquiry'; Sell Your Car
 * (/valuations) is the spec's separate "sell my car" form submission, since no car is being bought.
 */
export const VALUATION_LEAD_CATEGORIES = {
  'trade-in': 'Trade-in Enquiry',
  'sell-my-car': 'Sell My Car',
} as const satisfies Record<TValuationKind, string>;

export const PREFERRED_CONTACT_METHODS = ['Phone', 'Email', 'SMS'] as const;
export const VEHICLE_CONDITIONS = ['Excellent', 'Good', 'Fair', 'Poor'] as const;
export const SERVICE_HISTORY_OPTIONS = ['Full', 'Partial', 'None'] as const;

/** The highest odometer reading accepted. */
export const MAX_VALUATION_KMS = 2_000_000;

/** The questions whose answers travel to a valuation provider as adjustment_answers. */
export const ADJUSTMENT_QUESTIONS = ['condition', 'service_history'] as const;

/** The two groups of a valuation request's questions: the car, then the person (a step each). */
export type TValuationFormStep = 'car' | 'details';

/**
 * The schema of a valuation request by step (payload keys): the car (its make, model and year, asked so the
 * market estimate can value a car whatever its plate, optional for a visitor who only knows the plate; the
 * plate's rego and state, one of the
 * site's country's; the odometer in whole kilometres, commas allowed; the optional condition and service
 * history), then the person (contact fields, how to contact, an optional message and the opt-in).
 */
export function valuationFormSteps(country: 'AU' | 'NZ'): Record<TValuationFormStep, TFormSchema> {
  return {
    car: formSchema({
      make: formField.text({ optional: true }),
      model: formField.text({ optional: true }),
      year: vehicleField.year({ optional: true }),
      rego: vehicleField.rego(),
      state: formField.choice(registrationStates(country)),
      kms: vehicleField.kilometres({ max: MAX_VALUATION_KMS }),
      condition: formField.choice(VEHICLE_CONDITIONS, { optional: true }),
      service_history: formField.choice(SERVICE_HISTORY_OPTIONS, { optional: true }),
    }),
    details: formSchema({
      name: formField.text(),
      phone: formField.phone(),
      email: formField.email(),
      PreferredContactMethod: formField.choice(PREFERRED_CONTACT_METHODS),
      message: formField.text({ optional: true }),
      opt_in: formField.checkbox({ optional: true }),
    }),
  };
}

/** The whole valuation request's schema, checked again by POST /api/valuations. */
export function valuationFormSchema(country: 'AU' | 'NZ'): TFormSchema {
  const steps = valuationFormSteps(country);
  return joinFormSchemas([steps.car, steps.details]);
}

/** The answered adjustment questions (blank ones left out), as a valuation provider receives them. */
export function valuationAdjustmentAnswers(values: TFormValues): Record<string, string> {
  const answers: Record<string, string> = {};
  for (const key of ADJUSTMENT_QUESTIONS) {
    const value = values[key];
    if (typeof value === 'string' && value.trim() !== '') answers[key] = value.trim();
  }
  return answers;
}
