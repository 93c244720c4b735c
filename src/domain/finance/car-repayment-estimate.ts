import { formatPrice, type TCurrency } from '../price/format-price';
import { comparisonRateDisclosure, type TComparisonRateDisclosure } from './comparison-rate-disclosure';
import type { TFinanceLayout } from './finance-layouts';
import { formatRatePercent } from './format-finance';
import { weeklyRepayment } from './weekly-repayment';

/** The term used when a car has none of its own. */
export const DEFAULT_TERM_MONTHS = 60;

/** The approval call to action beside a search result's repayment, to the car's finance application. */
export const SEARCH_ITEM_APPROVAL_TEXT = 'Apply Today';

/** A car's finance fields, as the card and the car page both read them. */
export type TCarFinance = {
  /** Drive-away price, whole dollars. */
  price: number;
  /** The dealer's own figure: used only when the car has no interest rate to work one out from. */
  weeklyRepayment: number | null;
  interestRate: string | number | null;
  comparisonRate: string | number | null;
  termMonths: number | null;
};

/** What a buyer changes in the repayment calculator; each falls back to the layout's or the car's. */
export type TRepaymentChoices = { depositRate?: number; balloonRate?: number; termMonths?: number };

export type TCarRepaymentEstimate = {
  weekly: number;
  termMonths: number;
  depositRate: number;
  balloonRate: number;
  deposit: number;
  balloon: number;
  /** Price less deposit: the loan amount the comparison rate's example names. */
  financed: number;
  ratePercent: number | null;
  /** Which inputs the weekly figure rests on, in words, printed beside it. */
  basis: string;
  disclosure: TComparisonRateDisclosure;
};

const toRate = (v: string | number | null): number | null => {
  if (v === null || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? n : null;
};

const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;

/**
 * The one weekly repayment a car shows, on its card and on its page alike: worked out from the car's
 * interest rate with the site's finance layout (its deposit and final payment shares) over the car's term,
 * or over what a buyer chose in the calculator. A car without a rate of its own is worked out from the site's
 * rates (the layout's `fallbackRate`), whose comparison rate is stated with the site's own example; failing
 * that, a car shows the dealer's stored figure unchanged (no choices apply to it). Null when nothing can be
 * shown: no usable figure, or no comparison rate to show beside it (NCC s164).
 */
export function carRepaymentEstimate(
  car: TCarFinance,
  layout: TFinanceLayout,
  currency: TCurrency,
  choices: TRepaymentChoices = {},
): TCarRepaymentEstimate | null {
  const own = toRate(car.interestRate);
  const site = own === null ? (layout.fallbackRate ?? null) : null;
  const rate = own ?? site?.interestRate ?? null;
  const stored = rate === null;
  const termMonths =
    (stored ? null : choices.termMonths) ?? car.termMonths ?? layout.termMonths ?? DEFAULT_TERM_MONTHS;
  const depositRate = stored ? 0 : (choices.depositRate ?? layout.depositRate);
  const balloonRate = stored ? 0 : (choices.balloonRate ?? layout.balloonRate);
  const weekly = stored
    ? car.weeklyRepayment !== null && car.weeklyRepayment > 0
      ? car.weeklyRepayment
      : null
    : weeklyRepayment({ price: car.price, annualRatePercent: rate, termMonths, depositRate, balloonRate });
  if (weekly === null) return null;
  const deposit = Math.round(car.price * depositRate);
  const balloon = Math.round(car.price * balloonRate);
  const financed = car.price - deposit;
  const disclosure = comparisonRateDisclosure(
    site
      ? {
          comparisonRatePercent: site.comparisonRate,
          amount: site.exampleAmount,
          termMonths: site.exampleTermMonths,
          currency,
        }
      : { comparisonRatePercent: car.comparisonRate, amount: financed, termMonths, currency },
  );
  if (!disclosure) return null;
  const price = formatPrice(car.price, currency);
  const parts = [
    depositRate > 0 ? `a ${percent(depositRate)} deposit (${formatPrice(deposit, currency)})` : 'no deposit',
    balloonRate > 0
      ? `a ${percent(balloonRate)} final payment (${formatPrice(balloon, currency)})`
      : 'no final payment',
  ];
  const basis = stored
    ? `The dealer's quoted weekly repayment on the drive-away price of ${price} over ${termMonths} months.`
    : `Weekly repayment on the drive-away price of ${price} with ${parts.join(' and ')}, over ${termMonths} months at ${site ? 'the dealer’s standard rate of ' : ''}${formatRatePercent(rate)}`;
  return {
    weekly,
    termMonths,
    depositRate,
    balloonRate,
    deposit,
    balloon,
    financed,
    ratePercent: rate,
    basis,
    disclosure,
  };
}
