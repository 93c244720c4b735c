'use client';

import { useState, type FormEvent } from 'react';
import { carRepaymentEstimate, type TCarFinance } from '@/domain/finance/car-repayment-estimate';
import type { TFinanceLayout } from '@/domain/finance/finance-layouts';
import { formatWeeklyRepayment } from '@/domain/finance/format-finance';
import {
  BALLOON_PERCENT_OPTIONS,
  DEPOSIT_PERCENT_OPTIONS,
  TERM_MONTH_OPTIONS,
  type TParsedRepaymentChoices,
  type TRepaymentChoiceField,
} from '@/domain/finance/repayment-choices';
import { formatPrice } from '@/domain/price/format-price';
import { calculatorEntry } from '@/features/analytics/calculator-entry';
import { pushDataLayer } from '@/features/analytics/data-layer';
import { useHydrated } from '@/ui/hydration/use-hydrated';

type TProps = {
  car: TCarFinance & { id: number; slug: string };
  layout: TFinanceLayout;
  currency: 'AUD' | 'NZD';
  initial: TParsedRepaymentChoices;
};

const FIELDS: { name: TRepaymentChoiceField; label: string; options: readonly number[]; unit: string }[] = [
  { name: 'deposit', label: 'Deposit', options: DEPOSIT_PERCENT_OPTIONS, unit: '%' },
  { name: 'term', label: 'Term', options: TERM_MONTH_OPTIONS, unit: ' months' },
  { name: 'balloon', label: 'Final payment (balloon)', options: BALLOON_PERCENT_OPTIONS, unit: '%' },
];

/**
 * The repayment calculator (spec 9, event 26): deposit, term and final payment in the site's finance
 * layout, recomputing the weekly repayment with its comparison rate, shown as large, and the warning.
 * Without JavaScript it is a GET form to /cars/{slug}/repayments, which the server answers with the same
 * calculator worked out; with JavaScript each change recomputes in place and fires event 26.
 */
export function RepaymentCalculator({ car, layout, currency, initial }: TProps) {
  const hydrated = useHydrated();
  const [values, setValues] = useState({
    deposit: initial.depositPercent,
    term: initial.termMonths,
    balloon: initial.balloonPercent,
  });
  const [errors, setErrors] = useState(initial.errors);
  const estimate = carRepaymentEstimate(car, layout, currency, {
    depositRate: values.deposit / 100,
    balloonRate: values.balloon / 100,
    termMonths: values.term,
  });
  const change = (name: TRepaymentChoiceField, value: number) => {
    const next = { ...values, [name]: value };
    setValues(next);
    setErrors((e) => ({ ...e, [name]: undefined }));
    const worked = carRepaymentEstimate(car, layout, currency, {
      depositRate: next.deposit / 100,
      balloonRate: next.balloon / 100,
      termMonths: next.term,
    });
    if (worked) {
      pushDataLayer(
        calculatorEntry({
          carId: car.id,
          depositPercent: next.deposit,
          balloonPercent: next.balloon,
          termMonths: next.term,
          weekly: worked.weekly,
        }),
      );
    }
  };
  const onSubmit = (event: FormEvent) => {
    // Recomputed on every change already; the GET request is the no-JavaScript path.
    if (hydrated) event.preventDefault();
  };
  return (
    <section
      id="calculator"
      aria-labelledby="calculator-heading"
      className="rounded-theme border-line flex flex-col gap-3 border p-4"
    >
      <h2 id="calculator-heading" className="font-semibold">
        Repayment calculator
      </h2>
      <form
        method="get"
        action={`/cars/${encodeURIComponent(car.slug)}/repayments#calculator`}
        onSubmit={onSubmit}
        className="grid gap-3 sm:grid-cols-3"
      >
        {FIELDS.map((f) => (
          <div key={f.name} className="flex flex-col gap-1">
            <label htmlFor={`calc-${f.name}`} className="text-sm font-semibold">
              {f.label}
            </label>
            <select
              id={`calc-${f.name}`}
              name={f.name}
              value={values[f.name]}
              onChange={(e) => change(f.name, Number(e.target.value))}
              aria-invalid={errors[f.name] ? true : undefined}
              aria-describedby={errors[f.name] ? `calc-${f.name}-error` : undefined}
              className="rounded-theme border-line bg-surface min-h-11 border px-2"
            >
              {f.options.map((o) => (
                <option key={o} value={o}>
                  {f.name === 'term'
                    ? `${o}${f.unit}`
                    : `${o}${f.unit} (${formatPrice((car.price * o) / 100, currency)})`}
                </option>
              ))}
            </select>
            {errors[f.name] && (
              <p id={`calc-${f.name}-error`} className="text-sm font-semibold">
                {errors[f.name]}
              </p>
            )}
          </div>
        ))}
        <div className="sm:col-span-3">
          <button
            type="submit"
            className="rounded-theme bg-primary text-primary-contrast min-h-11 px-4 py-2 font-semibold"
          >
            Work out my repayment
          </button>
        </div>
      </form>
      <div aria-live="polite" className="flex flex-col gap-2">
        {estimate ? (
          <>
            <dl className="flex flex-wrap gap-x-8 gap-y-2">
              {[
                ['Your weekly repayment', formatWeeklyRepayment(estimate.weekly, currency)],
                [estimate.disclosure.label, estimate.disclosure.rate],
              ].map(([label, value]) => (
                <div key={label} className="flex flex-col">
                  <dt className="text-sm">{label}</dt>
                  <dd className="text-2xl font-bold">{value}</dd>
                </div>
              ))}
            </dl>
            <p className="text-sm">{estimate.basis}</p>
            <p className="text-sm">{estimate.disclosure.example}</p>
            <p className="text-sm">{estimate.disclosure.warning}</p>
            <p className="text-sm">{estimate.disclosure.disclaimer}</p>
          </>
        ) : (
          <p>These choices leave nothing to finance. Choose a smaller deposit or final payment.</p>
        )}
      </div>
    </section>
  );
}
