import { formatWholeNumber } from '../numbers/format-whole-number';
import { normaliseRego } from '../valuations/normalise-rego';
import { field, type TFieldRule, type TOptional } from './form-field';
import { outOfBounds, type TBounds } from './out-of-bounds';
import { parseKilometres } from './parse-kilometres';

/* What a year, an odometer reading or a rego typed in the wrong form is told. */
const YEAR_FORMAT_MESSAGE = 'Enter the year as four digits, e.g. 2019.';
const KILOMETRES_FORMAT_MESSAGE = 'Enter the kilometres on the odometer as a whole number, e.g. 85,000.';
const REGO_FORMAT_MESSAGE = 'Enter the rego as on the plate: up to 9 letters and numbers.';

/**
 * The field rules of the trade-in form (spec section 5), beside `formField`'s: a model year as four digits, a rego
 * as on the plate, and kilometres within bounds (commas allowed). Amounts in dollars are `moneyField`'s.
 */
export const vehicleField = {
  /** A model year as four digits, 1900-2099. */
  year: (options?: TOptional): TFieldRule =>
    field((text) => (/^(19|20)\d{2}$/.test(text.trim()) ? undefined : YEAR_FORMAT_MESSAGE), options),
  rego: (options?: TOptional): TFieldRule =>
    field((text) => (normaliseRego(text) === null ? REGO_FORMAT_MESSAGE : undefined), options),
  kilometres: (bounds: TBounds = {}): TFieldRule =>
    field((text) => {
      const km = parseKilometres(text);
      return km === null
        ? KILOMETRES_FORMAT_MESSAGE
        : outOfBounds(km, bounds, (n) => `${formatWholeNumber(n)} km`);
    }, bounds),
};
