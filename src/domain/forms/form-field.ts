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
  YEAR_FORMAT_MESSAGE,
  REGO_FORMAT_MESSAGE,
  REQUIRED_FIELD_MESSAGE,
} from './messages';
import { parseKilometres } from './parse-kilometres';
import { parseWholeDollars } from './parse-whole-dollars';

/**
 * One field's rule: whether it may be left blank, and the check of a filled-in value (as text), which answers the
 * spec's message or undefined. Plain functions, so the browser checks a form without a schema library's runtime
 * (ADR 0005); the server checks the same rules inside its zod request schemas.
 */
export type TFieldRule = {
  readonly optional: boolean;
  readonly check: (text: string) => string | undefined;
};

/** Fields are required unless marked optional ('This is a required field.'). */
type TOptional = { optional?: boolean };
/** Inclusive bounds of an amount; default 0 and no upper bound. */
type TBounds = TOptional & { min?: number; max?: number };

/** A field whose filled-in value (as text) is checked by `check`; blank is required unless optional. */
function field(
  check: (text: string) => string | undefined,
  { optional = false }: TOptional = {},
): TFieldRule {
  return { optional, check };
}

/** A number outside the bounds, said in the field's own unit. */
function outOfBounds(n: number, { min = 0, max }: TBounds, say: (n: number) => string): string | undefined {
  if (n >= min && (max === undefined || n <= max)) return undefined;
  if (max === undefined) return `Enter at least ${say(min)}.`;
  return `Enter an amount from ${say(min)} to ${say(max)}.`;
}

const pass = () => undefined;

/**
 * The spec's field rules (spec section 5): text, a ticked checkbox, email ('invalid email
 * address'), phone ('Must be correct format'), a 4-digit postcode, a rego as on the plate, whole dollars
 * and kilometres within bounds (commas allowed), and a choice among options.
 */
export const formField = {
  text: (options?: TOptional) => field(pass, options),
  checkbox: (options?: TOptional) => field(pass, options),
  email: (options?: TOptional) =>
    field((text) => (isValidEmail(text) ? undefined : INVALID_EMAIL_MESSAGE), options),
  phone: (options?: TOptional) => field(phoneFormatError, options),
  postcode: (options?: TOptional) =>
    field((text) => (/^\d{4}$/.test(text.trim()) ? undefined : POSTCODE_FORMAT_MESSAGE), options),
  /** A model year as four digits, 1900-2099. */
  year: (options?: TOptional) =>
    field((text) => (/^(19|20)\d{2}$/.test(text.trim()) ? undefined : YEAR_FORMAT_MESSAGE), options),
  rego: (options?: TOptional) =>
    field((text) => (normaliseRego(text) === null ? REGO_FORMAT_MESSAGE : undefined), options),
  money: (bounds: TBounds = {}) =>
    field((text) => {
      const amount = parseWholeDollars(text);
      return amount === null ? MONEY_FORMAT_MESSAGE : outOfBounds(amount, bounds, formatPrice);
    }, bounds),
  kilometres: (bounds: TBounds = {}) =>
    field((text) => {
      const km = parseKilometres(text);
      return km === null
        ? KILOMETRES_FORMAT_MESSAGE
        : outOfBounds(km, bounds, (n) => `${formatWholeNumber(n)} km`);
    }, bounds),
  choice: (choices: readonly string[], options?: TOptional) =>
    field((text) => (choices.includes(text) ? undefined : CHOOSE_AN_OPTION_MESSAGE), options),
};

/** The field's message for a value ('This is a required field.', its format's), or undefined when it passes. */
export function fieldError(rule: TFieldRule, value: unknown): string | undefined {
  if (isBlank(value)) return rule.optional ? undefined : REQUIRED_FIELD_MESSAGE;
  return rule.check(String(value));
}

/** Whether a field may be left blank (the form marks it '(optional)' and the browser does not require it). */
export function isOptionalField(rule: TFieldRule): boolean {
  return rule.optional;
}
