import { ENQUIRY_FIELD_LABELS } from '@/domain/forms/enquiry-field-labels';
import { OPT_IN_WORDING } from '@/domain/forms/opt-in-wording';
import { DEALERSHIP_FIELD } from '@/domain/forms/with-dealership-field';
import { registrationStates } from '@/domain/valuations/registration-states';
import {
  PREFERRED_CONTACT_METHODS,
  SERVICE_HISTORY_OPTIONS,
  VEHICLE_CONDITIONS,
} from '@/domain/valuations/valuation-form';
import { DEALERSHIP_LABEL } from '@/ui/form/dealership-field';
import type { TFormStep, TStepField } from '@/ui/form/multi-step-form.types';
import { tradeInStepSchemas } from './trade-in-step-schemas';

const CAR_FIELDS: TStepField[] = [
  { name: 'make', label: 'Make', hint: 'e.g. Toyota', autoComplete: 'off', maxLength: 60 },
  { name: 'model', label: 'Model', hint: 'e.g. Corolla', autoComplete: 'off', maxLength: 60 },
  {
    name: 'year',
    label: 'Year',
    hint: 'Four digits, e.g. 2019.',
    inputMode: 'numeric',
    pattern: '(19|20)[0-9]{2}',
    maxLength: 4,
  },
  { name: 'rego', label: 'Rego (number plate)', autoComplete: 'off', maxLength: 12 },
  { name: 'state', label: 'State of registration', input: 'select' },
  {
    name: 'kms',
    label: 'Kilometres on the odometer',
    hint: 'A whole number; commas are fine, e.g. 85,000.',
    inputMode: 'numeric',
    pattern: '[0-9][0-9,\\s]*',
    maxLength: 12,
  },
  { name: 'condition', label: 'Overall condition', input: 'select', options: VEHICLE_CONDITIONS },
  { name: 'service_history', label: 'Service history', input: 'select', options: SERVICE_HISTORY_OPTIONS },
];

const DETAIL_FIELDS: TStepField[] = [
  { name: 'name', label: ENQUIRY_FIELD_LABELS.name, autoComplete: 'name', maxLength: 120 },
  { name: 'phone', label: ENQUIRY_FIELD_LABELS.phone, input: 'tel', autoComplete: 'tel', maxLength: 40 },
  { name: 'email', label: 'Email', input: 'email', autoComplete: 'email', maxLength: 254 },
  {
    name: 'PreferredContactMethod',
    label: 'How should we contact you?',
    input: 'radio',
    options: PREFERRED_CONTACT_METHODS,
  },
  { name: 'message', label: 'Anything else we should know?', input: 'textarea' },
  { name: 'opt_in', label: OPT_IN_WORDING, input: 'checkbox' },
];

/**
 * The car, then the person (the dealership too when Sell Your Car has a choice), as the server draws the form's
 * steps (MultiStepFields).
 */
export function tradeInSteps(
  country: 'AU' | 'NZ',
  dealerships: Readonly<Record<string, string>>,
): TFormStep[] {
  const [car, details] = tradeInStepSchemas(country, Object.keys(dealerships));
  const states = registrationStates(country);
  const dealership: TStepField = {
    name: DEALERSHIP_FIELD,
    label: DEALERSHIP_LABEL,
    input: 'select',
    options: Object.entries(dealerships).map(([value, label]) => ({ value, label })),
  };
  return [
    {
      title: 'Your car',
      form: car,
      // One state to choose from is chosen for the visitor (a hidden input).
      fields: CAR_FIELDS.filter((f) => f.name !== 'state' || states.length > 1).map((f) =>
        f.name === 'state' ? { ...f, options: states } : f,
      ),
    },
    {
      title: 'Your details',
      form: details,
      fields: DEALERSHIP_FIELD in details.fields ? [dealership, ...DETAIL_FIELDS] : DETAIL_FIELDS,
    },
  ];
}

/** What the form's fields start with: the state (startingState), the first way to be contacted, the opt-in unticked. */
export function tradeInInitialValues(state: string) {
  return { state, PreferredContactMethod: PREFERRED_CONTACT_METHODS[0], opt_in: false };
}
