import Link from 'next/link';
import type { TViewerDealership } from '@/server/dashboard/list-viewer-dealerships';
import type { TStockQuery } from '@/server/dashboard/stock/stock-query.schema';

type TProps = { query: TStockQuery; dealerships: TViewerDealership[]; makes: string[] };

const field = 'border-line rounded border px-2 py-1 font-normal';
const label = 'flex flex-col gap-1 text-sm font-medium';

function Choice(props: { label: string; name: string; value?: string; options: [string, string][] }) {
  return (
    <label className={label}>
      {props.label}
      <select name={props.name} defaultValue={props.value ?? ''} className={field}>
        <option value="">All</option>
        {props.options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The stock list's filters as one GET form: works without JavaScript, and each filtered view has a URL. */
export function StockFilters({ query, dealerships, makes }: TProps) {
  return (
    <form
      method="get"
      action="/stock"
      className="border-line mb-4 grid gap-3 rounded border p-3 md:grid-cols-4"
    >
      <label className={`${label} md:col-span-2`}>
        Search stock number, name or rego
        <input type="search" name="q" defaultValue={query.q ?? ''} maxLength={100} className={field} />
      </label>
      {dealerships.length > 1 && (
        <Choice
          label="Dealership"
          name="dealership"
          value={query.dealership?.toString()}
          options={dealerships.map((d) => [String(d.id), d.name])}
        />
      )}
      <Choice
        label="Condition"
        name="condition"
        value={query.condition}
        options={[
          ['new', 'New'],
          ['used', 'Used'],
          ['demo', 'Demo'],
        ]}
      />
      <Choice
        label="Status"
        name="status"
        value={query.status}
        options={[
          ['available', 'Available'],
          ['coming_soon', 'Coming soon'],
          ['reserved', 'Reserved'],
          ['sold', 'Sold'],
          ['hidden', 'Hidden from the website'],
        ]}
      />
      <Choice label="Make" name="make" value={query.make} options={makes.map((m) => [m, m])} />
      <label className={label}>
        Price from ($)
        <input
          type="number"
          name="min_price"
          min={0}
          step={1}
          defaultValue={query.min_price}
          className={field}
        />
      </label>
      <label className={label}>
        Price to ($)
        <input
          type="number"
          name="max_price"
          min={0}
          step={1}
          defaultValue={query.max_price}
          className={field}
        />
      </label>
      <Choice
        label="Age in stock"
        name="age"
        value={query.age}
        options={[
          ['under_30', 'Under 30 days'],
          ['30_60', '30 to 60 days'],
          ['60_90', '60 to 90 days'],
          ['over_90', 'Over 90 days'],
        ]}
      />
      <Choice
        label="Photos"
        name="photos"
        value={query.photos}
        options={[
          ['with', 'With photos'],
          ['without', 'Without photos'],
        ]}
      />
      <div className="flex items-end gap-3">
        <button type="submit" className="bg-primary text-primary-contrast rounded px-4 py-1 font-semibold">
          Filter
        </button>
        <Link href="/stock" className="text-primary underline">
          Clear
        </Link>
      </div>
    </form>
  );
}
