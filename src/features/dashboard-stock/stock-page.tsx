import Link from 'next/link';
import { formatPrice } from '@/domain/price/format-price';
import { listViewerDealerships } from '@/server/dashboard/list-viewer-dealerships';
import { listStock, listStockMakes } from '@/server/dashboard/stock/list-stock';
import { canEditAnyStock } from '@/server/dashboard/stock/stock-scope';
import { parseStockQuery, STOCK_PAGE_SIZE, stockHref } from '@/server/dashboard/stock/stock-query.schema';
import { getDb } from '@/server/db/db';
import { DataTable } from '@/ui/table/data-table';
import { getViewer } from '@/server/dashboard/get-viewer';
import { Pager } from '@/ui/navigation/pager';
import { StockFilters } from './stock-filters';
import { stockStateLabel } from './stock-state-label';

const DAY_MS = 86_400_000;
const CONDITION = { new: 'New', used: 'Used', demo: 'Demo' } as const;
const STOCK_COLUMNS = [
  'Stock no.',
  'Car',
  'Dealership',
  'Condition',
  'Price',
  'State',
  'Photos',
  'Days in stock',
];

type TProps = { searchParams: Record<string, string | string[] | undefined> };

/** The stock a person may see, filtered and paged; managers and admins open a car to change it. */
export async function StockPage({ searchParams }: TProps) {
  const viewer = await getViewer();
  const db = await getDb();
  const { query, errors } = parseStockQuery(searchParams);
  const now = new Date();
  const [{ rows, total }, dealerships, makes] = await Promise.all([
    listStock(db, viewer, query, now),
    listViewerDealerships(db, viewer),
    listStockMakes(db, viewer),
  ]);
  const pages = Math.max(1, Math.ceil(total / STOCK_PAGE_SIZE));
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-baseline gap-x-6 gap-y-2">
        <h1 className="text-2xl font-bold">Stock</h1>
        <p>{total === 1 ? '1 car' : `${total.toLocaleString('en-AU')} cars`}</p>
        {canEditAnyStock(viewer) && (
          <p className="ml-auto flex gap-4">
            <Link href="/stock/import" className="text-primary underline">
              Import a stock file
            </Link>
            <Link href="/stock/keys" className="text-primary underline">
              Stock feed API keys
            </Link>
          </p>
        )}
      </div>
      <StockFilters query={query} errors={errors} dealerships={dealerships} makes={makes} />
      {rows.length === 0 ? (
        <p>No cars match these filters.</p>
      ) : (
        <DataTable caption="Cars in stock" columns={STOCK_COLUMNS}>
          {rows.map((car) => (
            <tr key={car.id} className="border-line border-b">
              <td className="px-2 py-2 font-mono">{car.stocknum}</td>
              <td className="px-2 py-2">
                <Link href={`/stock/${car.id}`} className="text-primary underline">
                  {car.name}
                </Link>
              </td>
              <td className="px-2 py-2">{car.dealershipName}</td>
              <td className="px-2 py-2">{CONDITION[car.carType]}</td>
              <td className="px-2 py-2">{car.price ? formatPrice(car.price, 'AUD') : 'Enquire'}</td>
              <td className="px-2 py-2">{stockStateLabel(car)}</td>
              <td className="px-2 py-2">{car.photos}</td>
              <td className="px-2 py-2">{Math.floor((now.getTime() - car.createdAt.getTime()) / DAY_MS)}</td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pager page={query.page} pages={pages} href={(page) => stockHref({ ...query, page })} />
    </div>
  );
}
