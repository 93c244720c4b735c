import type { cars } from '@/server/db/schema';

type TCar = typeof cars.$inferSelect;

/** The editor's fields by their stock column names, in the words the form shows. */
export const CAR_FIELD_LABELS: Readonly<Record<string, string>> = {
  price: 'Drive-away price ($)',
  label: 'Price wording',
  status: 'Status',
  tag: 'Tag',
  reservable: 'Reservable online',
  sold: 'Sold',
  reserved: 'Reserved',
  show_on_dealer_website: 'Show on the website',
  weekly_repayment: 'Weekly repayment ($)',
  interest_rate: 'Interest rate (%)',
  comparison_rate: 'Comparison rate (%)',
  term_months: 'Term (months)',
  finance_lender: 'Finance lender',
  description: 'Description',
  features: 'Features, one a line',
};

export const carFieldLabel = (name: string) => CAR_FIELD_LABELS[name] ?? name;

const text = (value: string | number | null) => (value === null ? '' : String(value));
const flag = (value: boolean) => (value ? '1' : '');

/** The car as the editor's fields show it (a ticked box is '1', as the form sends it). */
export function carEditorValues(car: TCar): Record<string, string> {
  return {
    price: text(car.price),
    label: text(car.label),
    status: car.status,
    tag: text(car.tag),
    reservable: car.reservable === null ? '' : car.reservable ? 'yes' : 'no',
    sold: flag(car.sold),
    reserved: flag(car.reserved),
    show_on_dealer_website: flag(car.showOnDealerWebsite),
    weekly_repayment: text(car.weeklyRepayment),
    interest_rate: text(car.interestRate),
    comparison_rate: text(car.comparisonRate),
    term_months: text(car.termMonths),
    finance_lender: text(car.financeLender),
    description: text(car.description),
    features: car.features.join('\n'),
  };
}
