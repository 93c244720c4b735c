import type { cars, TPaymentProcessor } from '@/server/db/schema';
import type { TImportSite } from './find-import-site';
import type { TImportLocation } from './load-site-dealerships';
import type { TStockRow } from './stock-row.types';

type TCarValues = typeof cars.$inferInsert;

/** Values for a blank cell in a column the database keeps non-null. */
const BLANK_DEFAULTS: Partial<TCarValues> = {
  km: 0,
  status: 'in_stock',
  reserved: false,
  sold: false,
  showOnDealerWebsite: true,
  customRank: 0,
  features: [],
};

/** Car columns taken as they are from the row's field of the same meaning (absent: left alone; blank: cleared). */
const ROW_COLUMNS: [keyof TCarValues, keyof TStockRow][] = [
  ['badge', 'badge'],
  ['body', 'body'],
  ['colour', 'colour'],
  ['transmission', 'transmission'],
  ['engine', 'engine'],
  ['fuelType', 'fuel_type'],
  ['drivetrain', 'drivetrain'],
  ['doors', 'doors'],
  ['seats', 'seats'],
  ['simpleFuel', 'simple_fuel'],
  ['km', 'km'],
  ['vin', 'vin'],
  ['rego', 'rego'],
  ['description', 'description'],
  ['features', 'features'],
  ['status', 'status'],
  ['tag', 'tag'],
  ['label', 'label'],
  ['reserved', 'reserved'],
  ['sold', 'sold'],
  ['reservable', 'reservable'],
  ['showOnDealerWebsite', 'show_on_dealer_website'],
  ['price', 'price'],
  ['customRank', 'custom_rank'],
  ['weeklyRepayment', 'weekly_repayment'],
  ['termMonths', 'term_months'],
  ['financeLender', 'finance_lender'],
];

/**
 * The car columns one stock row sets. `update` holds only what the row speaks to: a column absent from the
 * file leaves the stored value alone, a blank cell clears it. Name, location and payment fields are derived
 * and always rewritten.
 */
export function buildCarValues(
  row: TStockRow,
  target: { dealershipId: number; location: TImportLocation | null; site: TImportSite },
): { insert: Omit<TCarValues, 'slug'>; update: Partial<TCarValues> } {
  // A plain loop over the columns, not entries/fromEntries: this runs for every row of a 40,000-row feed.
  const given: Record<string, unknown> = {};
  for (const [column, field] of ROW_COLUMNS) {
    const value = row[field];
    if (value !== undefined) given[column] = value ?? BLANK_DEFAULTS[column] ?? null;
  }
  if (row.interest_rate !== undefined) given.interestRate = asNumeric(row.interest_rate);
  if (row.comparison_rate !== undefined) given.comparisonRate = asNumeric(row.comparison_rate);
  if (row.images !== undefined) given.primaryImageUrl = row.images?.[0] ?? null;

  const processors = paymentProcessors(row.payment_processors, target.site);
  const derived = {
    name: row.name ?? [row.year, row.make, row.model, row.badge].filter(Boolean).join(' '),
    make: row.make,
    model: row.model,
    year: row.year,
    carType: row.car_type,
    locationId: target.location?.id ?? null,
    city: target.location?.city ?? null,
    state: target.location?.state ?? null,
    locationPhone: target.location?.phone ?? null,
    paymentProcessors: processors,
    hasCheckoutPaymentProcessor: processors.length > 0,
  } satisfies Partial<TCarValues>;

  const update = { ...(given as Partial<TCarValues>), ...derived, updatedAt: new Date() };
  return { insert: { ...update, dealershipId: target.dealershipId, stocknum: row.stocknum }, update };
}

/** The row's own processors, else the site's payment provider (an `offline` or unset provider has none). */
function paymentProcessors(listed: TStockRow['payment_processors'], site: TImportSite): TPaymentProcessor[] {
  const provider = site.paymentProvider;
  const types = listed ?? (provider && provider !== 'offline' ? [provider] : []);
  return types.map((type) => ({ authorization_type: type, authorization_key: 'site-config' }));
}

function asNumeric(value: number | null | undefined): string | null | undefined {
  return value === null || value === undefined ? value : value.toFixed(2);
}
