import type { TFormSchema } from '@/domain/forms/form-schema';
import { withDealershipField } from '@/domain/forms/with-dealership-field';
import { registrationStates } from '@/domain/valuations/registration-states';
import { valuationFormSteps } from '@/domain/valuations/valuation-form';

/** The valuation form's steps' schemas: the car, then the person (the dealership too when there is a choice). */
export function tradeInStepSchemas(
  country: 'AU' | 'NZ',
  dealerships: readonly string[],
): [car: TFormSchema, details: TFormSchema] {
  const schemas = valuationFormSteps(country);
  return [schemas.car, withDealershipField(schemas.details, dealerships)];
}

/**
 * The registration state the form starts on: the country's only one (sent as a hidden input), else the car's or
 * dealership's when it is one of the country's, else none.
 */
export function startingState(country: 'AU' | 'NZ', preferred: string | null | undefined): string {
  const states = registrationStates(country);
  if (states.length === 1) return states[0]!;
  return preferred && states.includes(preferred) ? preferred : '';
}
