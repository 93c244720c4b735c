import Link from 'next/link';
import type { TViewerDealership } from '@/server/dashboard/list-viewer-dealerships';
import type { TStockQuery } from '@/server/dashboard/stock/stock-query.schema';
import { ALL_CHOICE, filterField } from '@/ui/form/filter-field';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';

type TProps = { query: TStockQuery; dealerships: TViewerDealership[]; makes: string[] };

/** The stock list's filters as one GET form: works without JavaScript, and each filtered view has a URL. */
export function StockFilters({ query, dealerships, makes }: TProps) {
  const field = (name: keyof TStockQuery, label: string) => filterField('stock', name, label, query[name]);
  const choice = (name: keyof TStockQuery, label: string, options: [string, string][]) => (
    <SelectField
      {...field(name, label)}
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
      <div className="md:col-span-2">
        <TextField {...field('q', 'Search stock number, name or rego')} type="search" maxLength={100} />
      </div>
      {dealerships.length > 1 &&
        choice(
          'dealership',
          'Dealership',
          dealerships.map((d) => [String(d.id), d.name]),
        )}
      {choice('condition', 'Condition', [
        ['new', 'New'],
        ['used', 'Used'],
        ['demo', 'Demo'],
      ])}
      {choice('status', 'Status', [
        ['available', 'Available'],
        ['coming_soon', 'Coming soon'],
        ['reserved', 'Reserved'],
        ['sold', 'Sold'],
        ['hidden', 'Hidden from the website'],
      ])}
      {choice(
        'make',
        'Make',
        makes.map((m) => [m, m]),
      )}
      <TextField {...field('min_price', 'Price from ($)')} type="number" min={0} step={1} />
      <TextField {...field('max_price', 'Price to ($)')} type="number" min={0} step={1} />
      {choice('age', 'Age in stock', [
        ['under_30', 'Under 30 days'],
        ['30_60', '30 to 60 days'],
        ['60_90', '60 to 90 days'],
        ['over_90', 'Over 90 days'],
      ])}
      {choice('photos', 'Photos', [
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
