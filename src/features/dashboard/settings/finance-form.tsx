import {
  FINANCE_PROVIDER_NAMES,
  financeLayoutFor,
  type TFinanceProvider,
} from '@/domain/finance/finance-layouts';
import { FINANCE_PROVIDERS } from '@/domain/site/finance-settings.schema';
import { SelectField, type TFieldState } from '../form/fields';

const OPTIONS = [
  { value: '', label: 'None (no finance estimates)' },
  ...FINANCE_PROVIDERS.map((p) => ({ value: p, label: FINANCE_PROVIDER_NAMES[p] })),
];

/** The provider, and the estimate layout the saved one gives (rates come with each car from the stock feed). */
export function FinanceForm({ f }: { f: TFieldState }) {
  const saved = (f.values.financeProvider || null) as TFinanceProvider | null;
  const layout = saved && FINANCE_PROVIDERS.includes(saved) ? financeLayoutFor(saved) : null;
  return (
    <div className="flex flex-col gap-3">
      <SelectField
        f={f}
        name="financeProvider"
        label="Finance provider"
        options={OPTIONS}
        hint="Decides how each car's finance estimate is laid out."
        className="max-w-sm"
      />
      {layout && (
        <p className="text-ink-muted text-sm">
          Layout: {layout.name}
          {layout.deposit ? `, ${layout.depositRate * 100}% deposit` : ''}
          {layout.balloon ? `, ${layout.balloonRate * 100}% final payment` : ''}
          {layout.weekly ? ', weekly repayment' : ''}
          {layout.comparison ? ', comparison rate' : ''}. Interest rates and terms come with each car.
        </p>
      )}
    </div>
  );
}
