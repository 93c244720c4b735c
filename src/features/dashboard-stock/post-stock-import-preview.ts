import { DashboardError } from '@/server/dashboard/dashboard-error';
import { MAX_BODY_BYTES } from '@/server/http/max-body-bytes';
import { previewStockImport } from '@/server/dashboard/stock/dashboard-stock-import';
import { stageStockImport } from '@/server/dashboard/stock/staged-stock-import';
import { withDashboardUpload } from '@/server/http/with-dashboard-upload';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { MAX_STOCK_FILE_BYTES } from '@/server/stock-import/handle-stock-import-request';
import { stockFormatOf } from '@/server/stock-import/parse-stock-file';

/**
 * POST /stock/import/preview, multipart with `site` and `file`: checks every row (a dry run) and keeps the
 * file for the confirmation; nothing is written. Then the preview page, naming each bad line.
 */
export const postStockImportPreview = withDashboardUpload(
  {
    maxBytes: MAX_STOCK_FILE_BYTES + MAX_BODY_BYTES,
    tooLarge: 'import_too_large',
    back: () => '/stock/import',
  },
  async ({ viewer, form }) => {
    const file = form.get('file');
    const siteId = Number(form.get('site'));
    if (!(file instanceof File) || file.size === 0) throw new DashboardError('import_missing');
    if (!Number.isSafeInteger(siteId) || siteId <= 0) throw new DashboardError('not_found');
    const format = stockFormatOf(file.name) ?? stockFormatOf(file.type);
    if (!format) throw new DashboardError('import_not_csv');
    const { text, preview } = await previewStockImport(await getDb(), viewer, {
      siteId,
      format,
      bytes: new Uint8Array(await file.arrayBuffer()),
    });
    const id = await stageStockImport({
      userId: viewer.userId,
      siteId,
      fileName: file.name.slice(0, 200),
      format,
      text,
      stagedAt: Date.now(),
      preview,
    });
    return seeOther(`/stock/import?upload=${id}`);
  },
);
