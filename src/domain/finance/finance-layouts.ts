export type TFinanceProvider =
  'taurus' | 'manual' | 'powertorque' | 'angle' | '360-finance' | 'nissan-finance';

export type TFinanceLayoutName = 'standard' | 'angle' | '360-finance' | 'nissan-finance';

/** What a finance estimate layout shows. A layout that shows a repayment or a rate always shows the comparison rate. */
export type TFinanceLayout = {
  name: TFinanceLayoutName;
  deposit: boolean;
  balloon: boolean;
  term: boolean;
  weekly: boolean;
  interest: boolean;
  comparison: boolean;
  apr: boolean;
  /** Share of the price taken as deposit in the estimate (0.1 = '10% Deposit'); 0 when not shown. */
  depositRate: number;
  /** Share of the price left as the final payment (0.3 = '30% Final Payment'); 0 when not shown. */
  balloonRate: number;
  /** The term of a car without its own, when the site sets one (else DEFAULT_TERM_MONTHS). */
  termMonths?: number;
  /** The site's own rates, for a car that comes without any (withFinanceRates). */
  fallbackRate?: TFallbackRate | null;
};

/** A site's interest and comparison rates (% p.a.) and the example loan the comparison rate was worked out for. */
export type TFallbackRate = {
  interestRate: number;
  comparisonRate: number;
  exampleAmount: number;
  exampleTermMonths: number;
};

export const FINANCE_PROVIDER_NAMES: Record<TFinanceProvider, string> = {
  taurus: 'Taurus',
  manual: 'Manual',
  powertorque: 'Powertorque',
  angle: 'Angle',
  '360-finance': '360 Finance',
  'nissan-finance': 'Nissan Finance',
};

export const FINANCE_LAYOUTS: Record<TFinanceLayoutName, TFinanceLayout> = {
  standard: {
    name: 'standard',
    deposit: false,
    balloon: false,
    term: true,
    weekly: true,
    interest: true,
    comparison: true,
    apr: false,
    depositRate: 0,
    balloonRate: 0,
  },
  angle: {
    name: 'angle',
    deposit: true,
    balloon: true,
    term: true,
    weekly: true,
    interest: true,
    comparison: true,
    apr: false,
    depositRate: 0.1,
    balloonRate: 0.3,
  },
  '360-finance': {
    name: '360-finance',
    deposit: false,
    balloon: false,
    term: true,
    weekly: true,
    interest: false,
    comparison: true,
    apr: true,
    depositRate: 0,
    balloonRate: 0,
  },
  'nissan-finance': {
    name: 'nissan-finance',
    deposit: true,
    balloon: true,
    term: true,
    weekly: true,
    interest: true,
    comparison: true,
    apr: false,
    depositRate: 0.1,
    balloonRate: 0.3,
  },
};

/** Taurus, Manual and Powertorque share one layout; Angle, 360 Finance and Nissan Finance have their own. */
export const FINANCE_PROVIDER_LAYOUTS: Record<TFinanceProvider, TFinanceLayoutName> = {
  taurus: 'standard',
  manual: 'standard',
  powertorque: 'standard',
  angle: 'angle',
  '360-finance': '360-finance',
  'nissan-finance': 'nissan-finance',
};

/** The layout a site's finance provider sets; null when the site has no finance provider (no estimate shown). */
export function financeLayoutFor(provider: TFinanceProvider | null): TFinanceLayout | null {
  return provider === null ? null : FINANCE_LAYOUTS[FINANCE_PROVIDER_LAYOUTS[provider]];
}
