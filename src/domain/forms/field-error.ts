import { phoneFormatError } from '../phone/is-valid-phone';
import { isBlank } from './is-blank';
import { isValidEmail } from './is-valid-email';
import { INVALID_EMAIL_MESSAGE, REQUIRED_FIELD_MESSAGE } from './messages';
import type { TFieldKind, TFormField } from './types';

const formatError: Record<TFieldKind, (value: string) => string | undefined> = {
  text: () => undefined,
  checkbox: () => undefined,
  email: (value) => (isValidEmail(value) ? undefined : INVALID_EMAIL_MESSAGE),
  phone: (value) => phoneFormatError(value),
};

/**
 * The message for one field's value, or undefined when it passes: blank and required -> 'This is a
 * required field.'; blank and optional -> fine; otherwise the email or phone format check of its kind.
 */
export function fieldError(field: Pick<TFormField, 'kind' | 'optional'>, value: unknown): string | undefined {
  if (isBlank(value)) return field.optional ? undefined : REQUIRED_FIELD_MESSAGE;
  return formatError[field.kind ?? 'text'](String(value));
}
