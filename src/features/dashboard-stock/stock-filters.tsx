import Link from 'next/link';
import type { TViewerDealership } from '@/server/dashboard/list-viewer-dealerships';
import type { TStockQuery } from '@/server/dashboard/stock/stock-query.schema';
import { FilterErrorSummary } from '@/ui/form/filter-error-summary';
import { ALL_CHOICE, filterField, filterMessages } from '@/ui/form/filter-field';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';

type TProps = {
  query: TStockQuery;
  /** The values of the URL that could not be used: each said at its field and above the form. */
  errors: { field: string; message: string }[];
  dealerships: TViewerDealership[];
  makes: string[];
};

const LABELS = {
  q: 'Search stock number, name or rego',
  dealership: 'Dealership',
  condition: 'Condition',
  status: 'Status',
  make: 'Make',
  min_price: 'Price from ($)',
  max_price: 'Price to ($)',
  age: 'Age in stock',
  photos: 'Photos',
} as const;

/** The stock list's filters as one GET form: works without JavaScript, and each filtered view has a URL. */
export function StockFilters({ query, errors, dealerships, makes }: TProps) {
  const messages = filterMessages(errors);
  const field = (name: keyof typeof LABELS) =>
    filterField('stock', name, LABELS[name], query[name], messages[name]);
  const choice = (name: keyof typeof LABELS, options: [string, string][]) => (
    <SelectField
      {...field(name)}
      chooseOne={false}
      options={[ALL_CHOICE, ...options.map(([value, text]) => ({ value, label: text }))]}
    />
  );
  return (
    <form
      method="get"
      action="/stock"
      className="border-line mb-4 grid gap-3 rounded border p-3 md:grid-cols-4"
    >
      {errors.length > 0 && (
        <div className="md:col-span-4">
          <FilterErrorSummary form="stock" messages={messages} labels={LABELS} />
        </div>
      )}
      <div className="md:col-span-2">
        <TextField {...field('q')} type="search" maxLength={100} />
      </div>
      {dealerships.length > 1 &&
        choice(
          'dealership',
          dealerships.map((d) => [String(d.id), d.name]),
        )}
      {choice('condition', [
        ['new', 'New'],
        ['used', 'Used'],
        ['demo', 'Demo'],
      ])}
      {choice('status', [
        ['available', 'Available'],
        ['coming_soon', 'Coming soon'],
        ['reserved', 'Reserved'],
        ['sold', 'Sold'],
        ['hidden', 'Hidden from the website'],
      ])}
      {choice(
        'make',
        makes.map((m) => [m, m]),
      )}
      <TextField {...field('min_price')} type="number" min={0} step={1} />
      <TextField {...field('max_price')} type="number" min={0} step={1} />
      {choice('age', [
        ['under_30', 'Under 30 days'],
        ['30_60', '30 to 60 days'],
        ['60_90', '60 to 90 days'],
        ['over_90', 'Over 90 days'],
      ])}
      {choice('photos', [
        ['with', 'With photos'],
        ['without', 'Without photos'],
      ])}
      <div className="flex items-end gap-3">
        <button
          type="submit"
          className="bg-primary text-primary-contrast min-h-11 rounded px-4 py-1 font-semibold"
        >
          Filter
        </button>
        <Link href="/stock" className="text-primary underline">
          Clear
        </Link>
      </div>
    </form>
  );
}
