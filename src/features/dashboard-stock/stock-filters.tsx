import Link from 'next/link';
import type { TViewerDealership } from '@/server/dashboard/list-viewer-dealerships';
import type { TStockQuery } from '@/server/dashboard/stock/stock-query.schema';
import { ALL_CHOICE, filterForm, type TFilterErrors } from '@/ui/form/filter-field';
import { FilterForm } from '@/ui/form/filter-form';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';

type TProps = {
  query: TStockQuery;
  errors: TFilterErrors;
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
  const { field, summary } = filterForm('stock', LABELS, query, errors);
  const choice = (name: keyof typeof LABELS, options: [string, string][]) => (
    <SelectField
      {...field(name)}
      chooseOne={false}
      options={[ALL_CHOICE, ...options.map(([value, text]) => ({ value, label: text }))]}
    />
  );
  return (
    <FilterForm action="/stock" {...summary}>
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
      <div className="flex items-center gap-3 self-end">
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
    </FilterForm>
  );
}
