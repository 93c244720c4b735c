import type { TFinanceLayout } from './finance-layouts';
import type { TRepaymentChoices } from './car-repayment-estimate';

/** The deposit shares the repayment calculator offers, in percent of the drive-away price. */
export const DEPOSIT_PERCENT_OPTIONS = [0, 10, 20, 30, 40, 50] as const;
/** The final (balloon) payment shares it offers, in percent. */
export const BALLOON_PERCENT_OPTIONS = [0, 10, 20, 30, 40] as const;
/** The terms it offers, in months. */
export const TERM_MONTH_OPTIONS = [12, 24, 36, 48, 60, 72, 84] as const;

export type TRepaymentChoiceField = 'deposit' | 'balloon' | 'term';

export const REPAYMENT_CHOICE_MESSAGES: Record<TRepaymentChoiceField, string> = {
  deposit: 'Choose a deposit from the list.',
  balloon: 'Choose a final payment from the list.',
  term: 'Choose a term from the list.',
};

export type TParsedRepaymentChoices = {
  /** Percent values as chosen (or the defaults), for the form's fields. */
  depositPercent: number;
  balloonPercent: number;
  termMonths: number;
  /** The same as shares, for carRepaymentEstimate. */
  choices: Required<TRepaymentChoices>;
  /** A message per field whose value was not one offered (the default is used instead). */
  errors: Partial<Record<TRepaymentChoiceField, string>>;
};

function pick(
  raw: string | readonly string[] | undefined,
  options: readonly number[],
  fallback: number,
): { value: number; valid: boolean } {
  if (raw === undefined || raw === '') return { value: fallback, valid: true };
  const n = typeof raw === 'string' && /^\d{1,3}$/.test(raw) ? Number(raw) : Number.NaN;
  return options.includes(n) ? { value: n, valid: true } : { value: fallback, valid: false };
}

/** Nearest offered value to a layout's or car's own (the defaults of the calculator). */
const nearest = (options: readonly number[], target: number) =>
  options.reduce((best, o) => (Math.abs(o - target) < Math.abs(best - target) ? o : best), options[0]!);

/**
 * The calculator's deposit, final payment and term from a query (?deposit=20&balloon=30&term=48), each one
 * of the offered values; a missing one takes the default (the site's finance layout for deposit and final
 * payment, the car's own term), an unoffered one takes the default and a field message.
 */
export function parseRepaymentChoices(
  query: Readonly<Record<string, string | readonly string[] | undefined>>,
  layout: Pick<TFinanceLayout, 'depositRate' | 'balloonRate'>,
  carTermMonths: number | null,
): TParsedRepaymentChoices {
  const deposit = pick(
    query.deposit,
    DEPOSIT_PERCENT_OPTIONS,
    nearest(DEPOSIT_PERCENT_OPTIONS, layout.depositRate * 100),
  );
  const balloon = pick(
    query.balloon,
    BALLOON_PERCENT_OPTIONS,
    nearest(BALLOON_PERCENT_OPTIONS, layout.balloonRate * 100),
  );
  const term = pick(query.term, TERM_MONTH_OPTIONS, nearest(TERM_MONTH_OPTIONS, carTermMonths ?? 60));
  const errors: TParsedRepaymentChoices['errors'] = {};
  if (!deposit.valid) errors.deposit = REPAYMENT_CHOICE_MESSAGES.deposit;
  if (!balloon.valid) errors.balloon = REPAYMENT_CHOICE_MESSAGES.balloon;
  if (!term.valid) errors.term = REPAYMENT_CHOICE_MESSAGES.term;
  return {
    depositPercent: deposit.value,
    balloonPercent: balloon.value,
    termMonths: term.value,
    choices: { depositRate: deposit.value / 100, balloonRate: balloon.value / 100, termMonths: term.value },
    errors,
  };
}
