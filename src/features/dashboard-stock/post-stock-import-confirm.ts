import { z } from 'zod';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { confirmStockImport } from '@/server/dashboard/stock/dashboard-stock-import';
import { loadStagedStockImport, removeStagedStockImport } from '@/server/dashboard/stock/staged-stock-import';
import { withDashboardWrite } from '@/server/http/with-dashboard-write';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { revalidateStock } from './revalidate-stock';

const ZConfirm = z.object({ upload: z.uuid('Upload the file again') });

/** POST /stock/import/confirm: imports the previewed file, then the summary of created, updated, rejected. */
export const postStockImportConfirm = withDashboardWrite(
  { schema: ZConfirm, back: () => '/stock/import' },
  async ({ viewer, input }) => {
    const staged = await loadStagedStockImport(input.upload, viewer.userId);
    if (!staged || 'fileError' in staged.preview) throw new DashboardError('import_expired');
    const result = await confirmStockImport(await getDb(), viewer, staged);
    await removeStagedStockImport(input.upload);
    if (result.carIds.length > 0) revalidateStock(result.siteIds, result.carIds);
    const { created, updated, rejected } = result;
    return seeOther(`/stock/import?created=${created}&updated=${updated}&rejected=${rejected}`);
  },
);
