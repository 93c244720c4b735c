import { z } from 'zod';
import {
  decimal,
  imageUrl,
  list,
  oneOf,
  optionalColumn,
  problem,
  requiredColumn,
  text,
  wholeNumber,
  yesNo,
} from './stock-field-parsers';

const PAYMENT_PROCESSOR_TYPES = ['stripe', 'till', 'st_george'] as const;

const shortText = text(200);
const money = wholeNumber({ min: 0, currency: true, hint: 'must be whole dollars, e.g. 45990 or $45,990' });

/** `none` switches payment off for the car; a list names the processors; blank means the site's own. */
const paymentProcessors = (raw: unknown) =>
  typeof raw === 'string' && raw.trim().toLowerCase() === 'none'
    ? []
    : list((value, position) => {
        const type = oneOf(PAYMENT_PROCESSOR_TYPES)(value);
        return typeof type === 'string'
          ? type
          : problem(`item ${position}: must be one of stripe, till, st_george or none`);
      }, 3)(raw);

/** One row of a stock file: a car of one of the site's dealerships, keyed by its stock number. */
export const ZStockRow = z.object({
  stocknum: requiredColumn(text(50)),
  dealership_slug: optionalColumn(text(100)),
  location_id: optionalColumn(
    wholeNumber({ min: 1, hint: 'must be the id of one of the locations of the dealership' }),
  ),
  name: optionalColumn(shortText),
  make: requiredColumn(text(100)),
  model: requiredColumn(text(100)),
  year: requiredColumn(
    wholeNumber({
      min: 1900,
      max: () => new Date().getFullYear() + 1,
      hint: () => `must be a year from 1900 to ${new Date().getFullYear() + 1}`,
    }),
  ),
  badge: optionalColumn(shortText),
  body: optionalColumn(shortText),
  colour: optionalColumn(shortText),
  transmission: optionalColumn(shortText),
  engine: optionalColumn(shortText),
  fuel_type: optionalColumn(shortText),
  drivetrain: optionalColumn(shortText),
  doors: optionalColumn(wholeNumber({ min: 1, max: 9, hint: 'must be a whole number of doors from 1 to 9' })),
  seats: optionalColumn(
    wholeNumber({ min: 1, max: 99, hint: 'must be a whole number of seats from 1 to 99' }),
  ),
  simple_fuel: optionalColumn(oneOf(['Electric', 'Hybrid'])),
  km: optionalColumn(
    wholeNumber({ min: 0, max: 9_999_999, hint: 'must be a whole number of kilometres, e.g. 12,345' }),
  ),
  car_type: requiredColumn(oneOf(['new', 'used', 'demo'])),
  status: optionalColumn(oneOf(['in_stock', 'coming_soon'])),
  tag: optionalColumn(shortText),
  label: optionalColumn(shortText),
  reserved: optionalColumn(yesNo),
  sold: optionalColumn(yesNo),
  reservable: optionalColumn(yesNo),
  show_on_dealer_website: optionalColumn(yesNo),
  price: optionalColumn(money),
  custom_rank: optionalColumn(
    wholeNumber({ min: -1_000_000, max: 1_000_000, hint: 'must be a whole number' }),
  ),
  vin: optionalColumn((raw) => {
    const vin = String(raw).trim().toUpperCase();
    return /^[A-HJ-NPR-Z0-9]{17}$/.test(vin) ? vin : problem('must be 17 letters and digits (no I, O or Q)');
  }),
  rego: optionalColumn(text(20)),
  description: optionalColumn(text(20_000)),
  features: optionalColumn(
    list((value, position) => {
      const feature = text(100)(value);
      return typeof feature === 'string'
        ? feature
        : problem(`item ${position}: must be at most 100 characters`);
    }, 50),
  ),
  weekly_repayment: optionalColumn(money),
  interest_rate: optionalColumn(decimal({ min: 0, max: 99.99, hint: 'must be a percentage, e.g. 6.99' })),
  comparison_rate: optionalColumn(decimal({ min: 0, max: 99.99, hint: 'must be a percentage, e.g. 7.45' })),
  term_months: optionalColumn(
    wholeNumber({ min: 1, max: 360, hint: 'must be a whole number of months from 1 to 360' }),
  ),
  finance_lender: optionalColumn(shortText),
  images: optionalColumn(list(imageUrl, 100)),
  payment_processors: optionalColumn(paymentProcessors),
});

export type TStockRow = z.output<typeof ZStockRow>;

/** Column names a stock file may use (after header normalisation). */
export const STOCK_COLUMNS: readonly string[] = Object.keys(ZStockRow.shape);

/** Columns a CSV header must name: without them every row would be rejected. */
export const REQUIRED_STOCK_COLUMNS = ['stocknum', 'make', 'model', 'year', 'car_type'] as const;

export type TStockFormat = 'csv' | 'json';

/**
 * One record of a stock file before validation. `line` is the CSV line the record starts on (header is
 * line 1) or the 1-based JSON record number; `problem` marks a record whose shape is broken.
 */
export type TStockRecord = {
  line: number;
  values: Record<string, unknown>;
  problem?: { field: string; message: string };
};

export type TParsedStockFile = {
  format: TStockFormat;
  records: TStockRecord[];
  /** Columns (CSV) or keys (JSON) that are not stock fields; they are ignored. */
  unknownColumns: string[];
};

export type TStockImportError = { line: number; field: string; message: string };

export type TStockImportResult = {
  created: number;
  updated: number;
  rejected: number;
  errors: TStockImportError[];
  /** Cars created or updated (for cache revalidation). */
  carIds: number[];
};
