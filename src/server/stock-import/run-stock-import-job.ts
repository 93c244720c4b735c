import { eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { stockApiKeys } from '@/server/db/schema';
import { dealershipSiteIds } from '@/server/dashboard/stock/stock-scope';
import { logger } from '@/server/log/logger';
import type { TStockApiKeyScope } from '@/server/stock-api-keys/stock-api-keys';
import { findImportSiteById } from './find-import-site';
import { importStockRows, StockImportStopped } from './import-stock-rows';
import { readStockFile } from './parse-stock-file';
import { StockFileError } from './stock-file-error';
import type { TStockRecord } from './stock-row.types';
import {
  claimStockImportJob,
  finishStockImportJob,
  recordStockImportProgress,
  releaseStockImportJob,
  setStockImportJobTotal,
  type TStockImportJob,
} from './stock-import-jobs';

/** A job that failed this many times (each claim counts) is given up, with its last error kept. */
export const STOCK_IMPORT_MAX_ATTEMPTS = 5;

export type TStockImportJobDeps = {
  /** Marks cached pages stale once the job has written cars. */
  revalidateTag: (tag: string) => void;
  /** Puts a key's real (not dry) import on record, as a synchronous post is. */
  recordKeyImport?: (
    db: TDb,
    key: TStockApiKeyScope,
    result: { created: number; updated: number; rejected: number },
  ) => Promise<void>;
  /** Asked between batches (a shutdown): the job is handed back where it stands, for a restart to go on. */
  stop?: () => boolean;
  leaseMs?: number;
};

/** Jobs this process is importing: the scheduler starts another only when none is. */
const inProcess = new Set<string>();

/**
 * Imports a claimed job from where it stands (`rows_done`, with the counts and errors so far), batch by batch,
 * each batch committed with its progress; then marks it done, refreshes the touched caches and records it.
 * A failure is logged and hands the job back for another attempt (at most STOCK_IMPORT_MAX_ATTEMPTS).
 */
export async function runStockImportJob(db: TDb, job: TStockImportJob, deps: TStockImportJobDeps) {
  inProcess.add(job.id);
  try {
    if (job.attempts > STOCK_IMPORT_MAX_ATTEMPTS) {
      await finishStockImportJob(db, job.id, {
        status: 'failed',
        lastError: `gave up after ${STOCK_IMPORT_MAX_ATTEMPTS} attempts: ${job.lastError ?? 'unknown error'}`,
      });
      return;
    }
    const site = await findImportSiteById(db, job.websiteId);
    if (!site || job.file === null) {
      await finishStockImportJob(db, job.id, { status: 'failed', lastError: 'the site or the file is gone' });
      return;
    }
    let records: TStockRecord[];
    try {
      // Read here, not by the post: a chunk at a time, so other requests are answered meanwhile.
      records = (await readStockFile(job.file, job.format)).records;
    } catch (error) {
      if (!(error instanceof StockFileError)) throw error;
      // The file itself is unreadable past the rows the post read (an unclosed quote): no attempt would do better.
      await finishStockImportJob(db, job.id, { status: 'failed', lastError: error.message });
      return;
    }
    // The post counted the file's lines; now the records are known.
    if (records.length !== job.rowsTotal) await setStockImportJobTotal(db, job.id, records.length);
    const result = await importStockRows(db, site, records, {
      format: job.format,
      dryRun: job.dryRun,
      only: job.dealershipIds
        ? { dealershipIds: job.dealershipIds, scope: job.scope ?? 'this key may write' }
        : undefined,
      resume: job.rowsDone > 0 ? job : undefined,
      stop: deps.stop,
      checkpoint: (tx, progress) => recordStockImportProgress(tx, job.id, progress, deps.leaseMs),
    });
    await finishStockImportJob(db, job.id, { status: 'done' });
    if (job.dryRun) return;
    await refreshCaches(db, job, result.carIds, deps.revalidateTag);
    const key = job.stockApiKeyId === null ? null : await keyScope(db, job.stockApiKeyId);
    const { created, updated, rejected } = result;
    if (key && deps.recordKeyImport) await deps.recordKeyImport(db, key, { created, updated, rejected });
  } catch (error) {
    if (error instanceof StockImportStopped) {
      await releaseStockImportJob(db, job.id, null);
      return;
    }
    // The job's id and how far it came; never the rows (a feed names no buyer, but stays out of logs all the same).
    logger.error({ job: 'stock import', jobId: job.id, attempt: job.attempts, err: error }, 'job');
    await releaseStockImportJob(db, job.id, describe(error)).catch(() => {});
  } finally {
    inProcess.delete(job.id);
  }
}

/** Claims the job the server has just been posted (unless another worker has) and imports it. */
export async function startStockImportJob(db: TDb, id: string, deps: TStockImportJobDeps): Promise<void> {
  const job = await claimStockImportJob(db, { id, leaseMs: deps.leaseMs });
  if (job) await runStockImportJob(db, job, deps);
}

/**
 * The scheduler's pass (app-jobs.ts, every tick): when this process imports no job, claims one whose lease has
 * run out (its server stopped or died) and goes on with it in the background, so the tick's other jobs are not
 * held up for the minute a large feed takes. Returns how many it started.
 */
export async function resumeStockImportJobs(db: TDb, deps: TStockImportJobDeps): Promise<number> {
  if (inProcess.size > 0) return 0;
  const job = await claimStockImportJob(db, { leaseMs: deps.leaseMs });
  if (!job) return 0;
  inProcess.add(job.id);
  void runStockImportJob(db, job, deps);
  return 1;
}

/**
 * The pages showing the job's dealerships: every site of each (or the job's site when it may write them all). Only
 * the sites' tags: every cached car page is tagged with its site too (getCarBySlug), so tens of thousands of
 * `car:{id}` tags would refresh nothing more, at a cost paid while other requests wait.
 */
async function refreshCaches(
  db: TDb,
  job: TStockImportJob,
  carIds: number[],
  revalidateTag: (tag: string) => void,
): Promise<void> {
  if (carIds.length === 0) return;
  const siteIds = new Set<number>(job.dealershipIds ? [] : [job.websiteId]);
  for (const id of job.dealershipIds ?? []) for (const s of await dealershipSiteIds(db, id)) siteIds.add(s);
  try {
    for (const id of siteIds) revalidateTag(`site:${id}`);
  } catch (error) {
    // Next refuses revalidateTag outside a request (a job the scheduler resumed after a restart). This server's
    // cache, kept in memory, was emptied by the restart; pages cached since, like other servers', are fresh again
    // within the site layout's 300 s (docs/operations/scale-out.md).
    logger.warn({ job: 'stock import', jobId: job.id, err: error }, 'caches left to expire');
  }
}

async function keyScope(db: TDb, id: number): Promise<TStockApiKeyScope | null> {
  const [key] = await db
    .select({
      id: stockApiKeys.id,
      dealershipId: stockApiKeys.dealershipId,
      websiteId: stockApiKeys.websiteId,
      prefix: stockApiKeys.prefix,
    })
    .from(stockApiKeys)
    .where(eq(stockApiKeys.id, id))
    .limit(1);
  return key ?? null;
}

function describe(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}
