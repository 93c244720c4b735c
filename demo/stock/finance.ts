import type { TRandom } from '../random';
import type { TCarType } from '../sites/types';

/** The example every demo repayment is based on: 10% deposit, 30% final (balloon) payment. */
export const FINANCE_EXAMPLE = { depositShare: 0.1, balloonShare: 0.3 } as const;

/** Weekly repayment (whole dollars) of a loan for `price` with the example's deposit and balloon. */
export function weeklyRepayment(price: number, annualRatePercent: number, termMonths: number): number {
  const principal = price * (1 - FINANCE_EXAMPLE.depositShare);
  const balloon = price * FINANCE_EXAMPLE.balloonShare;
  const r = annualRatePercent / 100 / 12;
  const monthly = ((principal - balloon / (1 + r) ** termMonths) * r) / (1 - (1 + r) ** -termMonths);
  return Math.round((monthly * 12) / 52);
}

/** Finance fields of a car: rate, comparison rate, term and the weekly repayment they give. */
export function financeFields(price: number, carType: TCarType, lender: string, random: TRandom) {
  const rate =
    carType === 'used' ? (799 + 10 * random.int(0, 45)) / 100 : (599 + 10 * random.int(0, 25)) / 100;
  const comparison = rate + random.int(15, 110) / 100;
  const termMonths = random.pick(carType === 'used' ? [36, 48, 60, 60, 72] : [48, 60, 60, 60, 72]);
  return {
    weeklyRepayment: weeklyRepayment(price, rate, termMonths),
    interestRate: rate.toFixed(2),
    comparisonRate: comparison.toFixed(2),
    termMonths,
    financeLender: lender,
  };
}
