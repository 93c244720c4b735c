import { and, eq, inArray } from 'drizzle-orm';
import { hasPaymentProcessor } from '@/domain/cars/has-payment-processor';
import { cars, type TPaymentProcessor } from '@/server/db/schema';
import type { TCarSummary } from './car-summary.types';

/**
 * A car as every car card shows it: the summary, the fields of the tag banner, of the repayment and of the
 * checkout button (isCheckoutButtonShown).
 */
export type TCarListing = TCarSummary & {
  sold: boolean;
  reserved: boolean;
  reservable: boolean | null;
  /** hasPaymentProcessor: the dashboard's flag or a processor in the listing (whose keys stay on the server). */
  hasCheckoutPaymentProcessor: boolean;
  tag: string | null;
  status: 'in_stock' | 'coming_soon';
  simpleFuel: 'Electric' | 'Hybrid' | null;
  createdAt: string;
  weeklyRepayment: number | null;
  interestRate: string | null;
  comparisonRate: string | null;
  termMonths: number | null;
};

/** The columns a car listing selects. */
export const carListingColumns = {
  id: cars.id,
  slug: cars.slug,
  name: cars.name,
  carType: cars.carType,
  price: cars.price,
  km: cars.km,
  primaryImageUrl: cars.primaryImageUrl,
  city: cars.city,
  state: cars.state,
  sold: cars.sold,
  reserved: cars.reserved,
  reservable: cars.reservable,
  hasCheckoutPaymentProcessor: cars.hasCheckoutPaymentProcessor,
  paymentProcessors: cars.paymentProcessors,
  tag: cars.tag,
  status: cars.status,
  simpleFuel: cars.simpleFuel,
  createdAt: cars.createdAt,
  weeklyRepayment: cars.weeklyRepayment,
  interestRate: cars.interestRate,
  comparisonRate: cars.comparisonRate,
  termMonths: cars.termMonths,
};

type TListingRow = Omit<TCarListing, 'createdAt' | 'interestRate' | 'comparisonRate'> & {
  createdAt: Date;
  interestRate: string | number | null;
  comparisonRate: string | number | null;
  paymentProcessors: TPaymentProcessor[];
};

/** A selected row as a plain, cacheable listing (dates as ISO strings, rates as strings, no processor keys). */
export function toCarListing({ paymentProcessors, ...row }: TListingRow): TCarListing {
  return {
    ...row,
    hasCheckoutPaymentProcessor: hasPaymentProcessor({ ...row, paymentProcessors }),
    createdAt: row.createdAt.toISOString(),
    interestRate: row.interestRate === null ? null : String(row.interestRate),
    comparisonRate: row.comparisonRate === null ? null : String(row.comparisonRate),
  };
}

/** The given dealerships' cars a buyer can see: in stock, unsold, shown on the dealer website. */
export function carsOnShow(dealershipIds: readonly number[]) {
  return and(
    inArray(cars.dealershipId, [...dealershipIds]),
    eq(cars.status, 'in_stock'),
    eq(cars.sold, false),
    eq(cars.showOnDealerWebsite, true),
  );
}
