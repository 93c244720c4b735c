import { carRepaymentEstimate, SEARCH_ITEM_APPROVAL_TEXT } from '@/domain/finance/car-repayment-estimate';
import type { TFinanceLayout } from '@/domain/finance/finance-layouts';
import { formatWeeklyRepayment } from '@/domain/finance/format-finance';
import { isFinanceEstimateShown } from '@/domain/cars/is-finance-estimate-shown';
import Link from 'next/link';
import type { TCarCardCar } from './car-card.types';

type TProps = {
  car: TCarCardCar;
  currency: 'AUD' | 'NZD';
  layout: TFinanceLayout;
  /** On search results: the approval call to action 'Apply Today', to the car's finance application. */
  applyToday?: boolean;
};

/**
 * The car's weekly repayment, the same figure as on its page (carRepaymentEstimate with the site's finance
 * layout), only when the finance estimate rule allows it and the card knows the car's rates; the inputs it
 * rests on, the comparison rate, its example, the warning and the guide-only note sit right beside it
 * (NCC s164). Renders nothing otherwise.
 */
export function CarCardRepayment({ car, currency, layout, applyToday = false }: TProps) {
  if (car.price === null || car.interestRate === undefined) return null;
  const shown = isFinanceEstimateShown({
    status: car.status ?? 'in_stock',
    sold: car.sold ?? false,
    reserved: car.reserved ?? false,
    price: car.price,
  });
  if (!shown) return null;
  const estimate = carRepaymentEstimate(
    {
      price: car.price,
      weeklyRepayment: car.weeklyRepayment ?? null,
      interestRate: car.interestRate,
      comparisonRate: car.comparisonRate ?? null,
      termMonths: car.termMonths ?? null,
    },
    layout,
    currency,
  );
  if (!estimate) return null;
  const { disclosure } = estimate;
  return (
    <div className="text-ink text-sm">
      <p className="font-semibold">
        {formatWeeklyRepayment(estimate.weekly, currency)} · {disclosure.label} {disclosure.rate}
      </p>
      <p className="text-ink-muted text-xs">
        {estimate.basis} {disclosure.example} {disclosure.warning} {disclosure.disclaimer}
      </p>
      {applyToday && (
        <Link
          href={`/get-finance?car=${encodeURIComponent(car.slug)}`}
          className="text-ink relative z-10 mt-1 inline-flex min-h-6 items-center font-semibold underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2"
          aria-label={`${SEARCH_ITEM_APPROVAL_TEXT}: finance for the ${car.name}`}
        >
          {SEARCH_ITEM_APPROVAL_TEXT}
        </Link>
      )}
    </div>
  );
}
