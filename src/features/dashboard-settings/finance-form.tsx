import {
  FINANCE_PROVIDER_NAMES,
  financeLayoutFor,
  type TFinanceProvider,
} from '@/domain/finance/finance-layouts';
import { COMPARISON_RATE_WARNING } from '@/domain/finance/comparison-rate-disclosure';
import { FINANCE_PROVIDERS } from '@/domain/site/finance-settings.schema';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { draftField, type TFieldState } from '@/ui/form/draft-field';
import { fieldLabel } from './field-label';

const OPTIONS = [
  { value: '', label: 'None (no finance estimates)' },
  ...FINANCE_PROVIDERS.map((p) => ({ value: p, label: FINANCE_PROVIDER_NAMES[p] })),
];

type TRateField = { key: string; hint: string; step: string; max: number };

const RATES: readonly TRateField[] = [
  { key: 'interestRate', step: '0.01', max: 99.99, hint: 'For cars that come without a rate of their own.' },
  {
    key: 'comparisonRate',
    step: '0.01',
    max: 99.99,
    hint: 'Required with an interest rate, and not below it.',
  },
  {
    key: 'exampleAmount',
    step: '1',
    max: 1_000_000,
    hint: 'The loan the comparison rate was worked out for.',
  },
  { key: 'exampleTermMonths', step: '1', max: 360, hint: 'That loan’s term, e.g. 60.' },
];
const DEFAULTS: readonly TRateField[] = [
  { key: 'termMonths', step: '1', max: 360, hint: 'For cars without a term of their own; empty: 60.' },
  { key: 'depositPercent', step: '1', max: 90, hint: 'Empty: the layout’s.' },
  { key: 'balloonPercent', step: '1', max: 90, hint: 'Empty: the layout’s.' },
];

function RateFields({ f, fields }: { f: TFieldState; fields: readonly TRateField[] }) {
  return fields.map(({ key, hint, step, max }) => {
    const name = `financeRates.${key}`;
    return (
      <TextField
        {...draftField(f, name, fieldLabel(name))}
        key={key}
        type="number"
        hint={hint}
        min={0}
        max={max}
        step={step}
      />
    );
  });
}

/**
 * The provider, the estimate layout the saved one gives, and the site's own rates and defaults. A rate is shown
 * on the site only with its comparison rate, the example it is based on and the warning (NCC s164): the form
 * refuses a rate without them.
 */
export function FinanceForm({ f }: { f: TFieldState }) {
  const saved = (f.values.financeProvider || null) as TFinanceProvider | null;
  const layout = saved && FINANCE_PROVIDERS.includes(saved) ? financeLayoutFor(saved) : null;
  return (
    <div className="flex flex-col gap-4">
      <SelectField
        {...draftField(f, 'financeProvider', 'Finance provider')}
        options={OPTIONS}
        hint="Decides how each car's finance estimate is laid out."
        className="max-w-sm"
        chooseOne={false}
      />
      {layout && (
        <p className="text-ink-muted text-sm">
          Layout: {layout.name}
          {layout.deposit ? `, ${layout.depositRate * 100}% deposit` : ''}
          {layout.balloon ? `, ${layout.balloonRate * 100}% final payment` : ''}
          {layout.weekly ? ', weekly repayment' : ''}
          {layout.comparison ? ', comparison rate' : ''}. A car’s own rates (stock file or car editor) come
          first; the rates below apply to a car without them.
        </p>
      )}
      <fieldset className="border-line grid gap-3 rounded border p-3 md:grid-cols-2">
        <legend className="px-1 font-medium">Rates</legend>
        <RateFields f={f} fields={RATES} />
        <p className="text-ink-muted text-xs md:col-span-2">
          Shown beside every repayment worked out from these rates: {COMPARISON_RATE_WARNING}
        </p>
      </fieldset>
      <fieldset className="border-line grid gap-3 rounded border p-3 md:grid-cols-3">
        <legend className="px-1 font-medium">Defaults</legend>
        <RateFields f={f} fields={DEFAULTS} />
      </fieldset>
    </div>
  );
}
