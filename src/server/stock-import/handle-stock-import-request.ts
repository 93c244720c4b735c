import { MAX_STOCK_FILE_BYTES } from '@/server/http/max-body-bytes';
import type { TAdminCaller } from '@/server/http/with-admin-api-key';
import { dealershipSiteIds } from '@/server/dashboard/stock/stock-scope';
import type { TDb } from '@/server/db/client';
import type { TStockApiKeyScope } from '@/server/stock-api-keys/stock-api-keys';
import { decodeStockFile } from './decode-stock-file';
import { findImportSite, findImportSiteById } from './find-import-site';
import { formatUnknownColumns } from './format-stock-error';
import { importStockRows } from './import-stock-rows';
import { countStockCsvLines } from './parse-stock-csv';
import { readStockFile, stockFormatOf } from './parse-stock-file';
import { StockFileError } from './stock-file-error';
import { readBodyWithLimit } from './read-body-with-limit';
import { startStockImportJob } from './run-stock-import-job';
import { createStockImportJob, SYNC_IMPORT_MAX_ROWS } from './stock-import-jobs';

export { MAX_STOCK_FILE_BYTES };

export type TStockImportDeps = {
  db: () => Promise<TDb>;
  /** Puts a key's real (not dry) import on record. */
  recordKeyImport?: (
    db: TDb,
    key: TStockApiKeyScope,
    result: { created: number; updated: number; rejected: number },
  ) => Promise<void>;
  /** Marks cached data stale after the import wrote cars. */
  revalidateTag: (tag: string) => void;
  /**
   * Runs a large feed's job once the 202 is sent (the route: Next's `after`, whose revalidations are applied when
   * it ends). Without it every feed is imported while the client waits.
   */
  runAfterResponse?: (task: () => Promise<void>) => void;
};

const fail = (status: number, field: string, error: string) =>
  Response.json({ error: `${field}: ${error}`, field }, { status });

/**
 * POST /api/stock/import[?site=<slug>][&dry_run=1], body a CSV (text/csv) or JSON (application/json) stock
 * file, from a caller stockImportAccess let in: the holder of a dealership's stock API key (writes that
 * dealership only, through its site) or of the admin token (any dealership of `site`). Answers {created,
 * updated, rejected, errors, warnings}; a feed of more than SYNC_IMPORT_MAX_ROWS rows is kept as a job and
 * answered 202 with its `Location` (/api/stock/import/jobs/{id}) as soon as its first rows show it is one: the job
 * reads the rest of the file and imports it after the answer.
 */
export async function handleStockImportRequest(
  request: Request,
  caller: TAdminCaller<TStockApiKeyScope>,
  deps: TStockImportDeps,
): Promise<Response> {
  const key = caller.admin ? null : caller.key;
  const params = new URL(request.url).searchParams;
  const slug = params.get('site')?.trim();
  if (!slug && !key) return fail(400, 'site', 'is required (?site=<website slug>)');
  const format = stockFormatOf(request.headers.get('content-type') ?? '');
  if (!format) return fail(415, 'content-type', 'must be text/csv or application/json');
  if (Number(request.headers.get('content-length') ?? 0) > MAX_STOCK_FILE_BYTES) return tooLarge();

  const database = await deps.db();
  const site = key
    ? await findImportSiteById(database, key.websiteId)
    : await findImportSite(database, slug!);
  if (!site) return fail(404, 'site', `unknown site "${slug}"`);
  if (key && slug && slug !== site.slug)
    return fail(403, 'site', `this key imports into site ${site.slug}, not "${slug}"`);

  const bytes = await readBodyWithLimit(request.body, MAX_STOCK_FILE_BYTES);
  if (!bytes) return tooLarge();
  let text, parsed;
  try {
    text = decodeStockFile(bytes);
    // A large feed is known from its first rows: the rest is read by its job, so the 202 is not held up by (nor
    // does it hold the server for) the seconds a 20 MB file takes to parse.
    const stopAfter = deps.runAfterResponse ? SYNC_IMPORT_MAX_ROWS : undefined;
    parsed = await readStockFile(text, format, { stopAfter });
  } catch (error) {
    if (error instanceof StockFileError) return fail(400, 'file', error.message);
    throw error;
  }

  const dryRun = ['1', 'true'].includes(params.get('dry_run') ?? '');
  const only = key ? { dealershipIds: [key.dealershipId], scope: 'this key may write' } : undefined;
  const warnings = formatUnknownColumns(parsed.unknownColumns);
  if (deps.runAfterResponse && parsed.records.length > SYNC_IMPORT_MAX_ROWS) {
    // Counted from the lines until the job has read the file (it then stores the exact count).
    const rowsTotal = parsed.complete ? parsed.records.length : countStockCsvLines(text);
    const id = await createStockImportJob(database, {
      websiteId: site.id,
      stockApiKeyId: key?.id,
      only,
      format,
      dryRun,
      file: text,
      rowsTotal,
      warnings,
    });
    const { revalidateTag, recordKeyImport } = deps;
    deps.runAfterResponse(() => startStockImportJob(database, id, { revalidateTag, recordKeyImport }));
    const location = `/api/stock/import/jobs/${id}`;
    return Response.json(
      { id, status: 'queued', rows_done: 0, rows_total: rowsTotal, location, warnings, dryRun },
      { status: 202, headers: { Location: location } },
    );
  }
  const result = await importStockRows(database, site, parsed.records, { format, dryRun, only });
  if (result.carIds.length > 0) {
    // A key's dealership may show on several sites: every one of them shows the new stock.
    const siteIds = key ? await dealershipSiteIds(database, key.dealershipId) : [site.id];
    for (const id of siteIds) deps.revalidateTag(`site:${id}`);
    for (const id of result.carIds) deps.revalidateTag(`car:${id}`);
  }
  const { created, updated, rejected, errors } = result;
  if (key && !dryRun && deps.recordKeyImport)
    await deps.recordKeyImport(database, key, { created, updated, rejected });
  return Response.json({
    created,
    updated,
    rejected,
    errors,
    warnings,
    dryRun,
  });
}

function tooLarge(): Response {
  return fail(
    413,
    'file',
    `is larger than ${MAX_STOCK_FILE_BYTES / 1024 / 1024} MB: split it into several files`,
  );
}
