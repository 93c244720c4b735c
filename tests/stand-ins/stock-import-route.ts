import { withAdminApiKey } from '@/server/http/with-admin-api-key';
import {
  handleStockImportRequest,
  type TStockImportDeps,
} from '@/server/stock-import/handle-stock-import-request';
import { stockImportAccess, type TStockImportAccess } from '@/server/stock-import/stock-import-access';

/** POST /api/stock/import wired as postStockImportRoute is, on the database, keys and limits a test gives. */
export function stockImportRoute(deps: TStockImportDeps & TStockImportAccess) {
  return withAdminApiKey(stockImportAccess(deps), ({ request, caller }) =>
    handleStockImportRequest(request, caller, deps),
  );
}
