import { formatWholeNumber } from '../numbers/format-whole-number';
import { formatPrice } from '../price/format-price';
import { normaliseRego } from '../valuations/normalise-rego';
import { field, type TFieldRule, type TOptional } from './form-field';
import { parseKilometres } from './parse-kilometres';
import { parseWholeDollars } from './parse-whole-dollars';

/* What a year, an amount, an odometer reading or a rego typed in the wrong form is told. */
const YEAR_FORMAT_MESSAGE = 'Enter the year as four digits, e.g. 2019.';
const MONEY_FORMAT_MESSAGE = 'Enter an amount in whole dollars, e.g. 25,000.';
const KILOMETRES_FORMAT_MESSAGE = 'Enter the kilometres on the odometer as a whole number, e.g. 85,000.';
const REGO_FORMAT_MESSAGE = 'Enter the rego as on the plate: up to 9 letters and numbers.';

/** Inclusive bounds of an amount; default 0 and no upper bound. */
type TBounds = TOptional & { min?: number; max?: number };

/** A number outside the bounds, said in the field's own unit. */
function outOfBounds(n: number, { min = 0, max }: TBounds, say: (n: number) => string): string | undefined {
  if (n >= min && (max === undefined || n <= max)) return undefined;
  if (max === undefined) return `Enter at least ${say(min)}.`;
  return `Enter an amount from ${say(min)} to ${say(max)}.`;
}

/**
 * The field rules of the trade-in and finance forms (spec section 5), beside `formField`'s: a model year as four
 * digits, a rego as on the plate, whole dollars and kilometres within bounds (commas allowed).
 */
export const vehicleField = {
  /** A model year as four digits, 1900-2099. */
  year: (options?: TOptional): TFieldRule =>
    field((text) => (/^(19|20)\d{2}$/.test(text.trim()) ? undefined : YEAR_FORMAT_MESSAGE), options),
  rego: (options?: TOptional): TFieldRule =>
    field((text) => (normaliseRego(text) === null ? REGO_FORMAT_MESSAGE : undefined), options),
  money: (bounds: TBounds = {}): TFieldRule =>
    field((text) => {
      const amount = parseWholeDollars(text);
      return amount === null ? MONEY_FORMAT_MESSAGE : outOfBounds(amount, bounds, formatPrice);
    }, bounds),
  kilometres: (bounds: TBounds = {}): TFieldRule =>
    field((text) => {
      const km = parseKilometres(text);
      return km === null
        ? KILOMETRES_FORMAT_MESSAGE
        : outOfBounds(km, bounds, (n) => `${formatWholeNumber(n)} km`);
    }, bounds),
};
