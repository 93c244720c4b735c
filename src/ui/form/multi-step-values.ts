import { apiFieldError } from '@/domain/forms/api-field-error';
import type { TFormSchema } from '@/domain/forms/form-schema';

/**
 * Where an error the lead API reported belongs: `lead.email` (or `email`) is the field of that name,
 * and the 1-based step whose schema holds it; null when no step has it. The message loses its `lead.email: `.
 */
export function serverFieldError(
  steps: readonly Pick<TFormSchema, 'fields'>[],
  field: string | null,
  message: string,
): { step: number; field: string; message: string } | null {
  const error = apiFieldError(field, message);
  if (!error.name) return null;
  const step = steps.findIndex((s) => Object.hasOwn(s.fields, error.name!));
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
