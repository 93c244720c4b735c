import type { TFormErrors } from '@/domain/forms/types';
import { apiFieldError } from '@/domain/forms/api-field-error';

/**
 * An error the lead API reported, placed at the form's own field when it names one the form shows
 * (`lead.email` or `email` -> email), its message without the `lead.email: ` prefix; null when the form
 * does not show that field (the form then says it could not send, with the message).
 */
export function fieldErrorAt(
  field: string | null,
  message: string,
  shown: readonly string[],
): TFormErrors | null {
  const error = apiFieldError(field, message);
  if (!error.name || !shown.includes(error.name)) return null;
  return { [error.name]: error.message };
}
