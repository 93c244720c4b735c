import { withAdminApiKey } from '@/server/http/with-admin-api-key';
import {
  handleStockImportRequest,
  type TStockImportDeps,
} from '@/server/stock-import/handle-stock-import-request';
import { handleStockImportJobRequest } from '@/server/stock-import/handle-stock-import-job-request';
import { stockImportAccess, type TStockImportAccess } from '@/server/stock-import/stock-import-access';

/** POST /api/stock/import wired as postStockImportRoute is, on the database, keys and limits a test gives. */
export function stockImportRoute(deps: TStockImportDeps & TStockImportAccess) {
  return withAdminApiKey(stockImportAccess(deps), ({ request, caller }) =>
    handleStockImportRequest(request, caller, deps),
  );
}

/** GET /api/stock/import/jobs/{id} wired as getStockImportJobRoute is, on the database and keys a test gives. */
export function stockImportJobRoute(deps: TStockImportAccess) {
  const route = withAdminApiKey(stockImportAccess(deps), ({ params, caller }) =>
    handleStockImportJobRequest(params.id ?? '', caller, deps),
  );
  return (request: Request, id: string) => route(request, { params: Promise.resolve({ id }) });
}
