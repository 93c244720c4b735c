import { comparisonRateDisclosure } from '@/domain/finance/comparison-rate-disclosure';
import {
  FINANCE_PROVIDER_NAMES,
  financeLayoutFor,
  type TFinanceProvider,
} from '@/domain/finance/finance-layouts';
import { formatPrice } from '@/domain/price/format-price';
import { formatRatePercent, formatWeeklyRepayment } from '@/domain/finance/format-finance';
import { weeklyRepayment } from '@/domain/finance/weekly-repayment';

type TProps = {
  provider: TFinanceProvider | null;
  currency: 'AUD' | 'NZD';
  car: {
    price: number;
    weeklyRepayment: number | null;
    interestRate: string | null;
    comparisonRate: string | null;
    termMonths: number | null;
    financeLender: string | null;
  };
};

/**
 * The finance estimate in the site's provider layout (Taurus/Manual/Powertorque, Angle, 360 Finance,
 * Nissan Finance). A repayment or rate is shown only with its comparison rate, the example it is based on,
 * the warning and the guide-only disclaimer, all in the same box (NCC s164, RG 178). The comparison rate
 * sits beside the weekly repayment in the same size and weight, labelled, in every layout, so it is never
 * less prominent than the repayment or the interest rate. Renders nothing when the layout or the
 * comparison rate is missing. The caller applies isFinanceEstimateShown.
 */
export function FinanceEstimate({ provider, currency, car }: TProps) {
  const layout = financeLayoutFor(provider);
  const term = car.termMonths ?? 60;
  if (!layout || !provider) return null;
  const financed = Math.round(car.price * (1 - layout.depositRate));
  const disclosure = comparisonRateDisclosure({
    comparisonRatePercent: car.comparisonRate,
    amount: financed,
    termMonths: term,
    currency,
  });
  const rate = car.interestRate === null ? null : Number(car.interestRate);
  // Computed from the rate with this layout's deposit and final payment, so the repayment matches the
  // example stated beside it; the dealer's stored figure is used only when there is no rate.
  const weekly =
    rate === null
      ? car.weeklyRepayment
      : weeklyRepayment({
          price: car.price,
          annualRatePercent: rate,
          termMonths: term,
          depositRate: layout.depositRate,
          balloonRate: layout.balloonRate,
        });
  if (!disclosure || weekly === null) return null;
  const facts: [string, string][] = [];
  if (layout.deposit)
    facts.push([
      `${layout.depositRate * 100}% Deposit`,
      formatPrice(car.price * layout.depositRate, currency),
    ]);
  if (layout.balloon)
    facts.push([
      `${layout.balloonRate * 100}% Final Payment`,
      formatPrice(car.price * layout.balloonRate, currency),
    ]);
  if (layout.term) facts.push(['Term', `${term} months`]);
  if (layout.interest && rate !== null) facts.push(['Interest rate', formatRatePercent(rate)]);
  if (layout.apr && rate !== null) facts.push(['Indicative APR', formatRatePercent(rate)]);
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
          ['Weekly repayment', formatWeeklyRepayment(weekly, currency)],
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
      <p className="text-sm">{disclosure.example}</p>
      <p className="text-sm">{disclosure.warning}</p>
      <p className="text-sm">{disclosure.disclaimer}</p>
    </section>
  );
}
