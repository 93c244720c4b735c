export type TRepaymentInput = {
  /** Drive-away price, whole dollars. */
  price: number;
  /** Annual interest rate in percent, e.g. 6.5. */
  annualRatePercent: number;
  termMonths: number;
  /** Share of the price paid up front (0.1 for the 10% Deposit layouts); 0 when the layout has none. */
  depositRate?: number;
  /** Share of the price left as the final (balloon) payment (0.3 for 30% Final Payment); 0 when none. */
  balloonRate?: number;
};

/**
 * The weekly repayment estimate, in dollars rounded to the cent. Monthly amortisation with a balloon:
 * P = (L − B / (1 + r)^n) × r / (1 − (1 + r)^−n), where L = price − deposit is the amount financed,
 * B = the balloon, r = annual rate / 12 and n = term in months; at a 0% rate P = (L − B) / n. The
 * weekly figure is the monthly one × 12 / 52 (lenders quote weekly as monthly spread over the year).
 * Null when the input cannot make a loan: price not above 0, term not a whole number of months from 1,
 * a negative rate, or deposit and balloon shares outside 0-1 or leaving nothing to finance.
 */
export function weeklyRepayment(input: TRepaymentInput): number | null {
  const { price, annualRatePercent, termMonths, depositRate = 0, balloonRate = 0 } = input;
  if (
    !(price > 0) ||
    !Number.isFinite(price) ||
    !Number.isInteger(termMonths) ||
    termMonths < 1 ||
    !(annualRatePercent >= 0) ||
    !Number.isFinite(annualRatePercent) ||
    !(depositRate >= 0) ||
    !(balloonRate >= 0) ||
    depositRate + balloonRate >= 1
  ) {
    return null;
  }
  const financed = price * (1 - depositRate);
  const balloon = price * balloonRate;
  const r = annualRatePercent / 100 / 12;
  const n = termMonths;
  const monthly =
    r === 0 ? (financed - balloon) / n : ((financed - balloon / (1 + r) ** n) * r) / (1 - (1 + r) ** -n);
  return Math.round(((monthly * 12) / 52) * 100) / 100;
}
