import { bearerTokenMatches } from '@/server/admin/admin-token';
import type { TDb } from '@/server/db/client';
import { decodeStockFile } from './decode-stock-file';
import { findImportSite } from './find-import-site';
import { formatUnknownColumns } from './format-stock-error';
import { importStockRows } from './import-stock-rows';
import { parseStockFile, stockFormatOf } from './parse-stock-file';
import { StockFileError } from './stock-file-error';
import { readBodyWithLimit } from './read-body-with-limit';

/** Largest stock file the API accepts (about 40,000 cars of CSV). */
export const MAX_STOCK_FILE_BYTES = 20 * 1024 * 1024;

export type TStockImportDeps = {
  db: () => Promise<TDb>;
  adminToken: () => string;
  /** Marks cached data stale after the import wrote cars. */
  revalidateTag: (tag: string) => void;
};

const fail = (status: number, field: string, error: string, headers?: HeadersInit) =>
  Response.json({ error: `${field}: ${error}`, field }, { status, headers });

/**
 * POST /api/stock/import?site=<slug>[&dry_run=1], body a CSV (text/csv) or JSON (application/json) stock
 * file, `Authorization: Bearer <admin token>`. Answers {created, updated, rejected, errors, warnings}.
 */
export async function handleStockImportRequest(request: Request, deps: TStockImportDeps): Promise<Response> {
  if (!bearerTokenMatches(request.headers.get('authorization'), deps.adminToken())) {
    return fail(401, 'authorization', 'a valid "Bearer <admin token>" is required', {
      'WWW-Authenticate': 'Bearer',
    });
  }
  const params = new URL(request.url).searchParams;
  const slug = params.get('site')?.trim();
  if (!slug) return fail(400, 'site', 'is required (?site=<website slug>)');
  const format = stockFormatOf(request.headers.get('content-type') ?? '');
  if (!format) return fail(415, 'content-type', 'must be text/csv or application/json');
  if (Number(request.headers.get('content-length') ?? 0) > MAX_STOCK_FILE_BYTES) return tooLarge();

  const db = await deps.db();
  const site = await findImportSite(db, slug);
  if (!site) return fail(404, 'site', `unknown site "${slug}"`);

  const bytes = await readBodyWithLimit(request.body, MAX_STOCK_FILE_BYTES);
  if (!bytes) return tooLarge();
  let parsed;
  try {
    parsed = parseStockFile(decodeStockFile(bytes), format);
  } catch (error) {
    if (error instanceof StockFileError) return fail(400, 'file', error.message);
    throw error;
  }

  const dryRun = ['1', 'true'].includes(params.get('dry_run') ?? '');
  const result = await importStockRows(db, site, parsed.records, { format, dryRun });
  if (result.carIds.length > 0) {
    deps.revalidateTag(`site:${site.id}`);
    for (const id of result.carIds) deps.revalidateTag(`car:${id}`);
  }
  const { created, updated, rejected, errors } = result;
  return Response.json({
    created,
    updated,
    rejected,
    errors,
    warnings: formatUnknownColumns(parsed.unknownColumns),
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
