import { isFinanceEstimateShown } from '@/domain/cars/is-finance-estimate-shown';
import { parseRepaymentChoices } from '@/domain/finance/repayment-choices';
import type { TCarWithImages } from '@/server/cars/find-car-by-slug';
import type { TSite } from '@/server/websites/site.types';
import { RepaymentCalculator } from './repayment-calculator';
import { siteFinanceLayout } from './site-finance-layout';

type TProps = {
  site: TSite;
  car: TCarWithImages;
  /** The calculator's query (?deposit=&term=&balloon=); empty on the car page itself. */
  query?: Readonly<Record<string, string | string[] | undefined>>;
};

/**
 * The repayment calculator of a car, where a repayment may be shown: the finance estimate rule allows
 * it, the site has a finance layout and there is an interest rate to work from (the car's, else the site's).
 * Null otherwise.
 */
export function CarRepaymentCalculator({ site, car, query = {} }: TProps) {
  const layout = siteFinanceLayout(site);
  const rated = car.interestRate !== null || !!layout?.fallbackRate;
  if (!layout || car.price === null || !rated || !isFinanceEstimateShown(car)) return null;
  return (
    <RepaymentCalculator
      car={{ ...car, price: car.price }}
      layout={layout}
      currency={site.currency}
      initial={parseRepaymentChoices(query, layout, car.termMonths ?? layout.termMonths ?? null)}
    />
  );
}
