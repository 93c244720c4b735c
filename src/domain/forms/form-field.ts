import { phoneFormatError } from '../phone/is-valid-phone';
import { isBlank } from './is-blank';
import { isValidEmail } from './is-valid-email';
import {
  CHOOSE_AN_OPTION_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  POSTCODE_FORMAT_MESSAGE,
  REQUIRED_FIELD_MESSAGE,
} from './messages';

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
export type TOptional = { optional?: boolean };

/** A field whose filled-in value (as text) is checked by `check`; blank is required unless optional. */
export function field(
  check: (text: string) => string | undefined,
  { optional = false }: TOptional = {},
): TFieldRule {
  return { optional, check };
}

const pass = () => undefined;

/**
 * The spec's field rules (spec section 5): text, a ticked checkbox, email ('invalid email address'), phone ('Must
 * be correct format'), a 4-digit postcode and a choice among options. The year, rego and kilometres of the trade-in
 * form are `vehicleField`'s and the finance form's dollars `moneyField`'s, so the forms that ask none of them do not
 * carry their parsers to the browser.
 */
export const formField = {
  text: (options?: TOptional) => field(pass, options),
  checkbox: (options?: TOptional) => field(pass, options),
  email: (options?: TOptional) =>
    field((text) => (isValidEmail(text) ? undefined : INVALID_EMAIL_MESSAGE), options),
  phone: (options?: TOptional) => field(phoneFormatError, options),
  postcode: (options?: TOptional) =>
    field((text) => (/^\d{4}$/.test(text.trim()) ? undefined : POSTCODE_FORMAT_MESSAGE), options),
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
