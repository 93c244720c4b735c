import { carRepaymentEstimate, type TCarFinance } from '@/domain/finance/car-repayment-estimate';
import { formatWeeklyRepayment } from '@/domain/finance/format-finance';
import type { TCurrency } from '@/domain/price/format-price';
import { siteFinanceLayout } from '@/features/finance/site-finance-layout';
import type { TSite } from '@/server/websites/site.types';

type TProps = {
  car: Omit<TCarFinance, 'price'> & { price: number | null };
  site: Pick<TSite, 'financeProvider' | 'financeRates'> & { currency: TCurrency };
};

/**
 * The weekly repayment the car's public page shows, worked out as that page does (carRepaymentEstimate with the
 * site's finance layout and rates): the dealer sees the buyer's figure, not the stored one the page may replace.
 */
export function CarRepaymentPreview({ car, site }: TProps) {
  const layout = siteFinanceLayout(site);
  const estimate =
    layout && car.price !== null
      ? carRepaymentEstimate({ ...car, price: car.price }, layout, site.currency)
      : null;
  return (
    <section aria-labelledby="repayment-preview-heading" className="border-line rounded border p-3">
      <h2 id="repayment-preview-heading" className="font-bold">
        Weekly repayment on the website
      </h2>
      {estimate ? (
        <p>
          The car’s page shows <strong>{formatWeeklyRepayment(estimate.weekly, site.currency)}</strong>.{' '}
          {estimate.basis}
        </p>
      ) : (
        <p>
          The car’s page shows no weekly repayment:{' '}
          {!layout
            ? 'the site has no finance provider (Settings → Finance).'
            : car.price === null
              ? 'the car has no price.'
              : 'there is no interest rate with its comparison rate, for the car or the site.'}
        </p>
      )}
    </section>
  );
}
