import { apiFieldError } from '@/domain/forms/api-field-error';
import type { TFormStep } from './multi-step-form.types';
import type { TStoredUserDetails } from './stored-user-details';

type TStepFields = Pick<TFormStep, 'fields'>;

const STORED_KEYS = ['name', 'email', 'phone', 'postcode'] as const;

/**
 * The form's values with the visitor's stored details (name, email, phone, postcode) filling the fields
 * of those names they have not touched yet; what they typed (even an empty field) wins.
 */
export function withStoredDetails(
  values: Readonly<Record<string, unknown>>,
  stored: TStoredUserDetails,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...values };
  for (const key of STORED_KEYS) {
    if (merged[key] === undefined && stored[key]) merged[key] = stored[key];
  }
  return merged;
}

/**
 * Where an error the lead API reported belongs: `lead.email` (or `email`) is the field of that name,
 * and the 1-based step that holds it; null when no step has it. The message loses its `lead.email: `.
 */
export function serverFieldError(
  steps: readonly TStepFields[],
  field: string | null,
  message: string,
): { step: number; field: string; message: string } | null {
  const error = apiFieldError(field, message);
  if (!error.name) return null;
  const step = steps.findIndex((s) => s.fields.some((f) => f.name === error.name));
  if (step < 0) return null;
  return { step: step + 1, field: error.name, message: error.message };
}

/** What a review shows for a value: ticked boxes 'Yes', unticked 'No', blank '—'. */
export function displayValue(value: unknown): string {
  if (value === true) return 'Yes';
  if (value === false) return 'No';
  if (value === undefined || value === null || String(value).trim() === '') return '—';
  return String(value);
}

/**
 * What the visitor entered in the page's HTML before it hydrated (its scripts load after its photo has painted,
 * docs/adr/0009), by field name, where it differs from the form's state: React keeps those values in the page at
 * hydration but would overwrite them with the state at the next render. `read` gives a field's value in the
 * page (a checkbox's ticked state, any other field's text) or null when the page has no such field.
 */
export function enteredBeforeHydration(
  steps: readonly TStepFields[],
  values: Readonly<Record<string, unknown>>,
  read: (name: string) => string | boolean | null,
): Record<string, unknown> {
  const entered: Record<string, unknown> = {};
  for (const field of steps.flatMap((step) => step.fields)) {
    const inPage = read(field.name);
    if (inPage === null) continue;
    const inState =
      field.input === 'checkbox' ? Boolean(values[field.name]) : String(values[field.name] ?? '');
    if (inPage !== inState) entered[field.name] = inPage;
  }
  return entered;
}
