import { comparisonRateDisclosure } from '@/domain/finance/comparison-rate-disclosure';
import { formatWeeklyRepayment } from '@/domain/finance/format-finance';
import { isFinanceEstimateShown } from '@/domain/cars/is-finance-estimate-shown';
import type { TCarCardCar } from './car-card.types';

const DEFAULT_TERM_MONTHS = 60;

type TProps = { car: TCarCardCar; currency: 'AUD' | 'NZD' };

/**
 * The car's weekly repayment, only when the finance estimate rule allows it and a comparison rate is
 * known; the comparison rate, its example, the warning and the guide-only note sit right beside it
 * (NCC s164). Renders nothing otherwise.
 */
export function CarCardRepayment({ car, currency }: TProps) {
  const weekly = car.weeklyRepayment ?? null;
  if (weekly === null || weekly <= 0 || car.price === null) return null;
  const shown = isFinanceEstimateShown({
    status: car.status ?? 'in_stock',
    sold: car.sold ?? false,
    reserved: car.reserved ?? false,
    price: car.price,
  });
  if (!shown) return null;
  const disclosure = comparisonRateDisclosure({
    comparisonRatePercent: car.comparisonRate ?? null,
    amount: car.price,
    termMonths: car.termMonths ?? DEFAULT_TERM_MONTHS,
    currency,
  });
  if (!disclosure) return null;
  return (
    <div className="text-ink text-sm">
      <p className="font-semibold">
        {formatWeeklyRepayment(weekly, currency)} · {disclosure.label} {disclosure.rate}
      </p>
      <p className="text-ink-muted text-xs">
        {disclosure.example} {disclosure.warning} {disclosure.disclaimer}
      </p>
    </div>
  );
}
