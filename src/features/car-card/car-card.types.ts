import type { TCarSummary } from '@/server/cars/car-summary.types';

/**
 * What a car card shows: the summary, plus (when the caller has them) the fields the tag banner and the
 * finance estimate rules read. Missing fields mean "not known": no banner from them, no repayment.
 */
export type TCarCardCar = TCarSummary &
  Partial<{
    sold: boolean;
    reserved: boolean;
    reservable: boolean | null;
    hasCheckoutPaymentProcessor: boolean;
    tag: string | null;
    status: 'in_stock' | 'coming_soon';
    simpleFuel: 'Electric' | 'Hybrid' | null;
    createdAt: Date | string;
    weeklyRepayment: number | null;
    interestRate: string | null;
    comparisonRate: string | null;
    termMonths: number | null;
  }>;

/** The site switches the card's tag banner reads. */
export type TCarCardFlags = { fuelTag: boolean; newLabel: string };
