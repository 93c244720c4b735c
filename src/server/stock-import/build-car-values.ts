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

/**
 * The car columns one stock row sets. `update` holds only what the row speaks to: a column absent from the
 * file leaves the stored value alone, a blank cell clears it. Name, location and payment fields are derived
 * and always rewritten.
 */
export function buildCarValues(
  row: TStockRow,
  target: { dealershipId: number; location: TImportLocation | null; site: TImportSite },
): { insert: Omit<TCarValues, 'slug'>; update: Partial<TCarValues> } {
  const optional: Partial<Record<keyof TCarValues, unknown>> = {
    badge: row.badge,
    body: row.body,
    colour: row.colour,
    transmission: row.transmission,
    engine: row.engine,
    fuelType: row.fuel_type,
    drivetrain: row.drivetrain,
    doors: row.doors,
    seats: row.seats,
    simpleFuel: row.simple_fuel,
    km: row.km,
    vin: row.vin,
    rego: row.rego,
    description: row.description,
    features: row.features,
    status: row.status,
    tag: row.tag,
    label: row.label,
    reserved: row.reserved,
    sold: row.sold,
    reservable: row.reservable,
    showOnDealerWebsite: row.show_on_dealer_website,
    price: row.price,
    customRank: row.custom_rank,
    weeklyRepayment: row.weekly_repayment,
    interestRate: asNumeric(row.interest_rate),
    comparisonRate: asNumeric(row.comparison_rate),
    termMonths: row.term_months,
    financeLender: row.finance_lender,
    primaryImageUrl: row.images === undefined ? undefined : (row.images?.[0] ?? null),
  };
  const given = Object.fromEntries(
    Object.entries(optional)
      .filter(([, value]) => value !== undefined)
      .map(([column, value]) => [column, value ?? BLANK_DEFAULTS[column as keyof TCarValues] ?? null]),
  ) as Partial<TCarValues>;

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

  const update = { ...given, ...derived, updatedAt: new Date() };
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
