import type { TFormErrors } from '@/domain/forms/types';

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
  if (!field) return null;
  const name = field.replace(/^lead\./, '');
  if (!shown.includes(name)) return null;
  const clean = message.replace(new RegExp(`^(lead\\.)?${name.replace(/[^\w]/g, '\\$&')}: `), '');
  return { [name]: clean };
}
