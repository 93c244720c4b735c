import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { stockApiKeys, stockImportJobs, websites } from '@/server/db/schema';
import type { TStockImportProgress } from './import-stock-rows';
import type { TStockFormat, TStockImportError } from './stock-row.types';

/** Feeds of more rows than this are imported by a job (202); up to it, while the client waits (200). */
export const SYNC_IMPORT_MAX_ROWS = 2000;

/** How long a claim holds a job; each batch moves it on, so only a worker that died lets it run out. */
export const STOCK_IMPORT_LEASE_MS = 60_000;

export type TStockImportJob = typeof stockImportJobs.$inferSelect;

/** Keeps a large feed to be imported by a job; claimable at once (by the server that took it, or the scheduler). */
export async function createStockImportJob(
  db: TDb,
  job: {
    websiteId: number;
    stockApiKeyId?: number | null;
    createdByUserId?: string | null;
    only?: { dealershipIds: number[]; scope: string };
    fileName?: string | null;
    format: TStockFormat;
    dryRun: boolean;
    file: string;
    rowsTotal: number;
    warnings: string[];
  },
): Promise<string> {
  const [created] = await db
    .insert(stockImportJobs)
    .values({
      websiteId: job.websiteId,
      stockApiKeyId: job.stockApiKeyId ?? null,
      createdByUserId: job.createdByUserId ?? null,
      dealershipIds: job.only?.dealershipIds ?? null,
      scope: job.only?.scope ?? null,
      fileName: job.fileName ?? null,
      format: job.format,
      dryRun: job.dryRun,
      file: job.file,
      rowsTotal: job.rowsTotal,
      warnings: job.warnings,
    })
    .returning({ id: stockImportJobs.id });
  return created!.id;
}

/**
 * Claims one unfinished job whose lease has run out (`id`: that job only), in one statement: it is running, its
 * attempts counted and its lease `leaseMs` ahead. `FOR UPDATE SKIP LOCKED` hands a job to one server.
 */
export async function claimStockImportJob(
  db: TDb,
  options: { id?: string; now?: Date; leaseMs?: number } = {},
): Promise<TStockImportJob | null> {
  const now = options.now ?? new Date();
  const leaseUntil = new Date(now.getTime() + (options.leaseMs ?? STOCK_IMPORT_LEASE_MS));
  const due = db
    .select({ id: stockImportJobs.id })
    .from(stockImportJobs)
    .where(
      and(
        inArray(stockImportJobs.status, ['queued', 'running']),
        lte(stockImportJobs.leaseUntil, now),
        options.id ? eq(stockImportJobs.id, options.id) : undefined,
      ),
    )
    .orderBy(asc(stockImportJobs.createdAt))
    .limit(1)
    .for('update', { skipLocked: true });
  const [job] = await db
    .update(stockImportJobs)
    .set({ status: 'running', attempts: sql`${stockImportJobs.attempts} + 1`, leaseUntil })
    .where(inArray(stockImportJobs.id, due))
    .returning();
  return job ?? null;
}

/** Records the progress through a batch, in that batch's transaction, and moves the lease on. */
export async function recordStockImportProgress(
  tx: TDb,
  id: string,
  progress: TStockImportProgress,
  leaseMs: number = STOCK_IMPORT_LEASE_MS,
): Promise<void> {
  await tx
    .update(stockImportJobs)
    .set({ ...progress, leaseUntil: new Date(Date.now() + leaseMs) })
    .where(eq(stockImportJobs.id, id));
}

/** Stores the count of a job's records once it has read its file (the post counted the file's lines). */
export async function setStockImportJobTotal(db: TDb, id: string, rowsTotal: number): Promise<void> {
  await db.update(stockImportJobs).set({ rowsTotal }).where(eq(stockImportJobs.id, id));
}

/** Ends a job: done (every row counted) or failed (`lastError` says why); the kept file is let go. */
export async function finishStockImportJob(
  db: TDb,
  id: string,
  outcome: { status: 'done' } | { status: 'failed'; lastError: string },
): Promise<void> {
  await db
    .update(stockImportJobs)
    .set({
      ...outcome,
      ...(outcome.status === 'done' && { rowsDone: sql`${stockImportJobs.rowsTotal}` }),
      file: null,
      finishedAt: new Date(),
    })
    .where(eq(stockImportJobs.id, id));
}

/** Lets another worker (or this server after a restart) claim the job at once, noting why it stopped. */
export async function releaseStockImportJob(db: TDb, id: string, lastError: string | null): Promise<void> {
  await db
    .update(stockImportJobs)
    .set({ leaseUntil: new Date(), lastError })
    .where(eq(stockImportJobs.id, id));
}

/** A job's public state, without the kept file. */
export async function findStockImportJob(db: TDb, id: string) {
  const [job] = await db
    .select({
      id: stockImportJobs.id,
      websiteId: stockImportJobs.websiteId,
      stockApiKeyId: stockImportJobs.stockApiKeyId,
      dealershipIds: stockImportJobs.dealershipIds,
      fileName: stockImportJobs.fileName,
      dryRun: stockImportJobs.dryRun,
      status: stockImportJobs.status,
      rowsTotal: stockImportJobs.rowsTotal,
      rowsDone: stockImportJobs.rowsDone,
      created: stockImportJobs.created,
      updated: stockImportJobs.updated,
      rejected: stockImportJobs.rejected,
      errors: stockImportJobs.errors,
      warnings: stockImportJobs.warnings,
      lastError: stockImportJobs.lastError,
      createdAt: stockImportJobs.createdAt,
      finishedAt: stockImportJobs.finishedAt,
    })
    .from(stockImportJobs)
    .where(eq(stockImportJobs.id, id))
    .limit(1);
  return job ?? null;
}

export type TStockImportJobState = NonNullable<Awaited<ReturnType<typeof findStockImportJob>>>;

/**
 * The latest jobs of some sites touching some dealerships, newest first, for the dashboard's stock import page: the site's name and time zone,
 * the key that posted it (its first characters), and the first few rejected rows.
 */
export async function listStockImportJobs(
  db: TDb,
  scope: { websiteIds: number[]; dealershipIds: number[] },
  limit = 10,
) {
  const { websiteIds, dealershipIds } = scope;
  if (websiteIds.length === 0 || dealershipIds.length === 0) return [];
  return db
    .select({
      id: stockImportJobs.id,
      siteName: websites.name,
      timeZone: websites.timezone,
      keyPrefix: stockApiKeys.prefix,
      fileName: stockImportJobs.fileName,
      format: stockImportJobs.format,
      dryRun: stockImportJobs.dryRun,
      status: stockImportJobs.status,
      rowsTotal: stockImportJobs.rowsTotal,
      rowsDone: stockImportJobs.rowsDone,
      created: stockImportJobs.created,
      updated: stockImportJobs.updated,
      rejected: stockImportJobs.rejected,
      firstErrors: sql<TStockImportError[]>`jsonb_path_query_array(${stockImportJobs.errors}, '$[0 to 4]')`,
      createdAt: stockImportJobs.createdAt,
    })
    .from(stockImportJobs)
    .innerJoin(websites, eq(websites.id, stockImportJobs.websiteId))
    .leftJoin(stockApiKeys, eq(stockApiKeys.id, stockImportJobs.stockApiKeyId))
    .where(
      and(
        inArray(stockImportJobs.websiteId, websiteIds),
        // A key's or a manager's job shows to those who may change one of its dealerships; the admin token's
        // (any dealership of the site) to anyone who imports into the site.
        or(
          isNull(stockImportJobs.dealershipIds),
          sql`${stockImportJobs.dealershipIds} && ${sql.raw(`array[${dealershipIds.map(Number).join(',')}]::integer[]`)}`,
        ),
      ),
    )
    .orderBy(desc(stockImportJobs.createdAt))
    .limit(limit);
}

export type TStockImportJobRow = Awaited<ReturnType<typeof listStockImportJobs>>[number];
