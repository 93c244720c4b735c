/**
 * npm run import -- --site <slug> [--dry-run] [--direct] <file.csv|file.json>
 *
 * Upserts a stock file into a site's dealerships (docs/stock-import.md). PGlite allows one process per data
 * directory, so while the app server is listening the file is sent to its API (which also refreshes the
 * cached pages); otherwise the database is opened here.
 */
import fs from 'node:fs';
import net from 'node:net';
import { parseArgs } from 'node:util';
import { asc } from 'drizzle-orm';
import { env } from '@/env';
import { getAdminToken } from '@/server/admin/admin-token';
import { openDatabase } from '@/server/db/client';
import { databaseUrl } from '@/server/db/database-url';
import { migrateDatabase } from '@/server/db/migrate';
import { websites } from '@/server/db/schema';
import { decodeStockFile } from '@/server/stock-import/decode-stock-file';
import { findImportSite } from '@/server/stock-import/find-import-site';
import { formatStockError, formatUnknownColumns } from '@/server/stock-import/format-stock-error';
import { importStockRows } from '@/server/stock-import/import-stock-rows';
import { parseStockFile, stockFormatOf } from '@/server/stock-import/parse-stock-file';
import { StockFileError } from '@/server/stock-import/stock-file-error';
import type { TStockFormat, TStockImportError } from '@/server/stock-import/stock-row.types';

const USAGE = 'Usage: npm run import -- --site <slug> [--dry-run] [--direct] <file.csv|file.json>';

type TCounts = { created: number; updated: number; rejected: number; errors: TStockImportError[] };
type TRequest = {
  file: string;
  site: string;
  dryRun: boolean;
  format: TStockFormat;
  bytes: Uint8Array<ArrayBuffer>;
};

/** A failure that ends the run with exit code 1 and this message. */
class UsageError extends Error {}

async function main(): Promise<void> {
  const { values, positionals } = readArguments();
  const [file, ...extra] = positionals;
  if (!values.site || !file || extra.length > 0) {
    throw new UsageError(`${values.site ? 'give exactly one file' : '--site is required'}\n${USAGE}`);
  }
  const format = stockFormatOf(file);
  if (!format) throw new UsageError(`${file}: the file name must end in .csv or .json`);
  if (!fs.existsSync(file)) throw new UsageError(`${file}: no such file`);

  const bytes = fs.readFileSync(file);
  let parsed;
  try {
    parsed = parseStockFile(decodeStockFile(bytes), format);
  } catch (error) {
    if (error instanceof StockFileError) throw new UsageError(`${file}: ${error.message}`);
    throw error;
  }
  const request: TRequest = { file, site: values.site, dryRun: values['dry-run'] ?? false, format, bytes };

  const counts =
    !values.direct && (await isListening(env.PORT))
      ? await importThroughServer(request)
      : await importDirectly(request, parsed.records);

  for (const line of formatUnknownColumns(parsed.unknownColumns)) console.log(line);
  for (const error of counts.errors) console.log(formatStockError(format, error));
  const outcome = `${counts.created} created, ${counts.updated} updated, ${counts.rejected} rejected`;
  console.log(
    request.dryRun
      ? `Dry run of ${file} into ${request.site} (nothing written): ${outcome}`
      : `Imported ${file} into ${request.site}: ${outcome}`,
  );
}

function readArguments() {
  try {
    return parseArgs({
      options: { site: { type: 'string' }, 'dry-run': { type: 'boolean' }, direct: { type: 'boolean' } },
      allowPositionals: true,
    });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
}

/**
 * Whether something accepts connections on the app port. A TCP answer, not an HTTP one: a dev server may
 * take seconds to compile its first route, and opening PGlite beside it would corrupt the data directory.
 */
function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, timeout: 500 });
    const done = (up: boolean) => {
      socket.destroy();
      resolve(up);
    };
    socket.once('connect', () => done(true));
    socket.once('timeout', () => done(false));
    socket.once('error', () => done(false));
  });
}

async function importThroughServer(request: TRequest): Promise<TCounts> {
  const url = new URL(`http://127.0.0.1:${env.PORT}/api/stock/import`);
  url.searchParams.set('site', request.site);
  if (request.dryRun) url.searchParams.set('dry_run', '1');
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${getAdminToken()}`,
        'Content-Type': request.format === 'csv' ? 'text/csv; charset=utf-8' : 'application/json',
      },
      body: request.bytes,
    });
  } catch (error) {
    throw new UsageError(`cannot reach the app server on port ${env.PORT}: ${(error as Error).message}`);
  }
  const body = (await response.json().catch(() => null)) as (TCounts & { error?: string }) | null;
  if (response.ok && body) return body;
  const reason = body?.error ?? `HTTP ${response.status}`;
  const hint =
    response.status === 401
      ? ' (the server and this command must share ADMIN_TOKEN or DATA_DIR)'
      : body
        ? ''
        : ` (is the Forecourt server on port ${env.PORT}? if not, stop what holds it or use --direct)`;
  throw new UsageError(`the app server refused the import: ${reason}${hint}`);
}

async function importDirectly(
  request: TRequest,
  records: Parameters<typeof importStockRows>[2],
): Promise<TCounts> {
  const url = databaseUrl();
  if (!/^(postgres(ql)?|memory):\/\//.test(url) && !fs.existsSync(url.replace(/^file:/, ''))) {
    throw new UsageError(
      `no database at ${url} (create it with npm run demo, or set DATA_DIR / DATABASE_URL)`,
    );
  }
  const handle = await openDatabase(url);
  try {
    await migrateDatabase(handle);
    const site = await findImportSite(handle.db, request.site);
    if (!site) {
      const known = await handle.db
        .select({ slug: websites.slug })
        .from(websites)
        .orderBy(asc(websites.slug))
        .limit(20);
      const list =
        known.length > 0
          ? `known sites: ${known.map((s) => s.slug).join(', ')}`
          : 'the database has no sites';
      throw new UsageError(`unknown site "${request.site}" (${list})`);
    }
    return await importStockRows(handle.db, site, records, {
      format: request.format,
      dryRun: request.dryRun,
    });
  } finally {
    await handle.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof UsageError ? `import: ${error.message}` : error);
    process.exit(1);
  },
);
