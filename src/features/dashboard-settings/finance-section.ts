import { formText, type TNestedFormValues } from '@/domain/forms/nest-form-values';
import type { TFinanceRates } from '@/domain/finance/finance-rates';
import { ZFinanceSettings } from '@/domain/site/finance-settings.schema';
import type { TFormValues, TSettingsSection } from './section.types';

/** The rates' fields, each read as a percentage (two decimals) or a whole number. */
export const FINANCE_RATE_FIELDS = {
  interestRate: 'percent',
  comparisonRate: 'percent',
  exampleAmount: 'whole',
  exampleTermMonths: 'whole',
  termMonths: 'whole',
  depositPercent: 'whole',
  balloonPercent: 'whole',
} as const satisfies Record<keyof TFinanceRates, 'percent' | 'whole'>;

const KEYS = Object.keys(FINANCE_RATE_FIELDS) as (keyof TFinanceRates)[];

/** A field as typed: blank is null, a number is a number, anything else stays text for the schema to name. */
function numberOf(text: string, kind: 'percent' | 'whole'): number | string | null {
  const plain = text.replace(/[\s$,%]/g, '');
  if (plain === '') return null;
  const shape = kind === 'percent' ? /^\d{1,2}(\.\d{1,2})?$/ : /^\d{1,9}$/;
  return shape.test(plain) ? Number(plain) : text;
}

function rateValues(rates: TFinanceRates | null): TFormValues {
  return Object.fromEntries(
    KEYS.map((k) => [`financeRates.${k}`, rates?.[k] == null ? '' : String(rates[k])]),
  );
}

function decodeRates(form: TNestedFormValues) {
  const node = form.financeRates;
  const rates = typeof node === 'object' ? node : {};
  return Object.fromEntries(KEYS.map((k) => [k, numberOf(formText(rates, k), FINANCE_RATE_FIELDS[k])]));
}

/**
 * The finance provider (the layout of the site's finance estimates follows from it) and the site's own rates
 * and defaults, checked with the comparison rate rules the site reads them with.
 */
export const financeSection: TSettingsSection<typeof ZFinanceSettings> = {
  key: 'finance',
  title: 'Finance',
  schema: ZFinanceSettings,
  values: (site) => ({ financeProvider: site.financeProvider ?? '', ...rateValues(site.financeRates) }),
  decode: (form) => {
    const provider = formText(form, 'financeProvider');
    return {
      candidate: { financeProvider: provider === '' ? null : provider, financeRates: decodeRates(form) },
      sources: {},
    };
  },
};
