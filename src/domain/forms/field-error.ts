import { formatWholeNumber } from '../numbers/format-whole-number';
import { phoneFormatError } from '../phone/is-valid-phone';
import { formatPrice } from '../price/format-price';
import { normaliseRego } from '../valuations/normalise-rego';
import { isBlank } from './is-blank';
import { isValidEmail } from './is-valid-email';
import {
  CHOOSE_AN_OPTION_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  KILOMETRES_FORMAT_MESSAGE,
  MONEY_FORMAT_MESSAGE,
  POSTCODE_FORMAT_MESSAGE,
  REGO_FORMAT_MESSAGE,
  REQUIRED_FIELD_MESSAGE,
} from './messages';
import { parseKilometres } from './parse-kilometres';
import { parseWholeDollars } from './parse-whole-dollars';
import type { TFieldKind, TFormField } from './types';

type TBounds = Pick<TFormField, 'min' | 'max'>;

/** A number outside the field's bounds, said in the field's own unit. */
function outOfBounds(n: number, { min = 0, max }: TBounds, say: (n: number) => string): string | undefined {
  if (n >= min && (max === undefined || n <= max)) return undefined;
  if (max === undefined) return `Enter at least ${say(min)}.`;
  return `Enter an amount from ${say(min)} to ${say(max)}.`;
}

const formatError: Record<TFieldKind, (value: string, bounds: TBounds) => string | undefined> = {
  text: () => undefined,
  checkbox: () => undefined,
  email: (value) => (isValidEmail(value) ? undefined : INVALID_EMAIL_MESSAGE),
  phone: (value) => phoneFormatError(value),
  postcode: (value) => (/^\d{4}$/.test(value.trim()) ? undefined : POSTCODE_FORMAT_MESSAGE),
  rego: (value) => (normaliseRego(value) === null ? REGO_FORMAT_MESSAGE : undefined),
  money: (value, bounds) => {
    const amount = parseWholeDollars(value);
    return amount === null ? MONEY_FORMAT_MESSAGE : outOfBounds(amount, bounds, (n) => formatPrice(n));
  },
  kilometres: (value, bounds) => {
    const km = parseKilometres(value);
    return km === null
      ? KILOMETRES_FORMAT_MESSAGE
      : outOfBounds(km, bounds, (n) => `${formatWholeNumber(n)} km`);
  },
};

/**
 * The message for one field's value, or undefined when it passes: blank and required -> 'This is a
 * required field.'; blank and optional -> fine; a choice not among its options -> 'Choose one of the
 * options.'; otherwise the check of its kind (email, phone, postcode, rego, money or kilometres within
 * the field's bounds).
 */
export function fieldError(
  field: Pick<TFormField, 'kind' | 'optional' | 'options' | 'min' | 'max'>,
  value: unknown,
): string | undefined {
  if (isBlank(value)) return field.optional ? undefined : REQUIRED_FIELD_MESSAGE;
  const text = String(value);
  if (field.options && !field.options.includes(text)) return CHOOSE_AN_OPTION_MESSAGE;
  return formatError[field.kind ?? 'text'](text, field);
}
