import { carRepaymentEstimate, type TCarFinance } from '@/domain/finance/car-repayment-estimate';
import {
  FINANCE_PROVIDER_NAMES,
  financeLayoutFor,
  type TFinanceProvider,
} from '@/domain/finance/finance-layouts';
import { withFinanceRates, type TFinanceRates } from '@/domain/finance/finance-rates';
import { formatPrice } from '@/domain/price/format-price';
import { formatRatePercent, formatWeeklyRepayment } from '@/domain/finance/format-finance';

type TProps = {
  provider: TFinanceProvider | null;
  currency: 'AUD' | 'NZD';
  car: TCarFinance & { financeLender: string | null };
  /** The site's own rates and defaults (siteFinanceRates), for a car without rates of its own. */
  rates?: TFinanceRates | null;
};

/**
 * The finance estimate in the site's provider layout (Taurus/Manual/Powertorque, Angle, 360 Finance,
 * Nissan Finance), with the same weekly figure as the car's card (carRepaymentEstimate) and the inputs it
 * rests on. A repayment or rate is shown only with its comparison rate, the example it is based on, the
 * warning and the guide-only disclaimer, all in the same box (NCC s164, RG 178). The comparison rate sits
 * beside the weekly repayment in the same size and weight, labelled, in every layout, so it is never less
 * prominent than the repayment or the interest rate. Renders nothing when the layout or the comparison
 * rate is missing. The caller applies isFinanceEstimateShown.
 */
export function FinanceEstimate({ provider, currency, car, rates = null }: TProps) {
  const layout = withFinanceRates(financeLayoutFor(provider), rates);
  if (!layout || !provider) return null;
  const estimate = carRepaymentEstimate(car, layout, currency);
  if (!estimate) return null;
  const { disclosure, ratePercent } = estimate;
  const facts: [string, string][] = [];
  if (layout.deposit && estimate.depositRate > 0)
    facts.push([`${estimate.depositRate * 100}% Deposit`, formatPrice(estimate.deposit, currency)]);
  if (layout.balloon && estimate.balloonRate > 0)
    facts.push([`${estimate.balloonRate * 100}% Final Payment`, formatPrice(estimate.balloon, currency)]);
  if (layout.term) facts.push(['Term', `${estimate.termMonths} months`]);
  if (layout.interest && ratePercent !== null) facts.push(['Interest rate', formatRatePercent(ratePercent)]);
  if (layout.apr && ratePercent !== null) facts.push(['Indicative APR', formatRatePercent(ratePercent)]);
  return (
    <section
      aria-labelledby="finance-heading"
      className="rounded-theme border-line flex flex-col gap-2 border p-4"
    >
      <h2 id="finance-heading" className="font-semibold">
        Finance estimate · {car.financeLender ?? FINANCE_PROVIDER_NAMES[provider]}
      </h2>
      <dl className="flex flex-wrap gap-x-8 gap-y-2">
        {[
          ['Weekly repayment', formatWeeklyRepayment(estimate.weekly, currency)],
          [disclosure.label, disclosure.rate],
        ].map(([label, value]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-sm">{label}</dt>
            <dd className="text-2xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {facts.map(([term, value]) => (
          <div key={term} className="contents">
            <dt>{term}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm">{estimate.basis}</p>
      <p className="text-sm">{disclosure.example}</p>
      <p className="text-sm">{disclosure.warning}</p>
      <p className="text-sm">{disclosure.disclaimer}</p>
    </section>
  );
}
