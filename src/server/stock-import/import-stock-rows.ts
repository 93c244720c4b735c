import { PGlite } from '@electric-sql/pglite';
import type { TDb } from '@/server/db/client';
import type { TImportSite } from './find-import-site';
import { loadSiteDealerships } from './load-site-dealerships';
import { prepareStockRow, type TPreparedCar } from './prepare-stock-row';
import type { TStockFormat, TStockImportError, TStockImportResult, TStockRecord } from './stock-row.types';
import { upsertStockCar } from './upsert-stock-car';
import { writeStockBatch } from './write-stock-batch';

/**
 * Records per batch: one upsert of this many cars is a few hundred milliseconds on PGlite's single connection,
 * short enough for a lead posted meanwhile to wait only that long, and large enough that the per-statement cost
 * (triggers, round trips) is paid once per few hundred cars.
 */
export const STOCK_IMPORT_BATCH_ROWS = 250;

/**
 * Records per batch on PostgreSQL: there a batch's statements run in the database server's process, not on this
 * thread, so a longer batch holds no other request; fewer batches pay their six round trips less often.
 */
export const STOCK_IMPORT_SERVER_BATCH_ROWS = 1000;

/** The batch size for this database (embedded PGlite or a PostgreSQL server). */
export function stockImportBatchRows(db: TDb): number {
  return (db as unknown as { $client: unknown }).$client instanceof PGlite
    ? STOCK_IMPORT_BATCH_ROWS
    : STOCK_IMPORT_SERVER_BATCH_ROWS;
}

/** How far an import has come: the records before `rowsDone` are written (or rejected) and counted. */
export type TStockImportProgress = {
  rowsDone: number;
  created: number;
  updated: number;
  rejected: number;
  errors: TStockImportError[];
};

type TWriteOutcome = { id: number; inserted: boolean };

/** Thrown inside a dry run's transaction to roll it back once the rows have been written and counted. */
class DryRunRollback<T> extends Error {
  constructor(readonly value: T) {
    super('dry run');
  }
}

/** An import ended between two batches by its `stop` option; the rows before `rowsDone` are written. */
export class StockImportStopped extends Error {
  constructor(readonly rowsDone: number) {
    super(`stopped after ${rowsDone} rows`);
  }
}

/** Lets the event loop run other requests' callbacks (and their queries) between two batches. */
const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A turn of the event loop this short had nothing else to run: the other requests are answered. */
const IDLE_TURN_MS = 1;

/**
 * Yields between two batches for as long as other work keeps the event loop busy, up to as long as the batch
 * took (`busyMs`). One turn is not enough: a request (a lead posted to another site) needs several turns of the
 * loop, and on PGlite a batch's statements run on this thread, so one batch per turn made each request wait a
 * batch per turn. On an idle server this costs a turn or two; on a busy one the import keeps at least half the
 * time.
 */
async function makeWayForOthers(busyMs: number): Promise<void> {
  const until = performance.now() + busyMs;
  for (let turn = performance.now(); ;) {
    await yieldToOthers();
    const now = performance.now();
    if (now - turn < IDLE_TURN_MS || now >= until) return;
    turn = now;
  }
}

/**
 * Upserts a stock file's records into the site's dealerships by stock number, in batches of
 * stockImportBatchRows: each record is checked first (a bad one is reported by line and field and never
 * reaches the database), the good ones of a batch are written set-based in one transaction, and a batch the
 * database refuses is rolled back and redone a row at a time, so a bad row never stops or half-writes the
 * others. Between batches the import yields, so other requests interleave. With `dryRun` every batch is still
 * written and then rolled back, so the counts are exactly what a real run would give.
 *
 * `resume` continues an earlier run (a feed job after a restart) from its progress; `checkpoint` is called in
 * each batch's own transaction (after it, for a dry run) with the progress through that batch, so progress and
 * rows are committed together.
 */
export async function importStockRows(
  db: TDb,
  site: TImportSite,
  records: TStockRecord[],
  options: {
    format?: TStockFormat;
    dryRun?: boolean;
    /** Only these of the site's dealerships may be written (an API key's, a manager's), named in errors by `scope`. */
    only?: { dealershipIds: number[]; scope: string };
    resume?: TStockImportProgress;
    checkpoint?: (tx: TDb, progress: TStockImportProgress) => Promise<void>;
    /** Asked between batches: true ends the run there with StockImportStopped (a shutdown; resume goes on). */
    stop?: () => boolean;
    batchRows?: number;
  } = {},
): Promise<TStockImportResult> {
  const all = await loadSiteDealerships(db, site.id);
  const dealerships = options.only ? all.filter((d) => options.only!.dealershipIds.includes(d.id)) : all;
  const context = {
    site,
    dealerships,
    format: options.format ?? 'csv',
    seen: new Map<string, number>(),
    scope: options.only?.scope,
  };
  const dryRun = options.dryRun ?? false;
  const batchRows = options.batchRows ?? stockImportBatchRows(db);
  const resume = options.resume;
  const result: TStockImportResult = {
    created: resume?.created ?? 0,
    updated: resume?.updated ?? 0,
    rejected: resume?.rejected ?? 0,
    errors: [...(resume?.errors ?? [])],
    carIds: [],
  };
  const progress = (rowsDone: number, delta?: TDelta): TStockImportProgress => ({
    rowsDone,
    created: result.created + (delta?.created ?? 0),
    updated: result.updated + (delta?.updated ?? 0),
    rejected: result.rejected + (delta?.rejected ?? 0),
    errors: delta ? [...result.errors, ...delta.errors] : result.errors,
  });

  // A resumed run checks the records done before again (nothing written) so a stock number repeated after
  // the restart point is still reported against its first line.
  const from = Math.min(resume?.rowsDone ?? 0, records.length);
  for (let i = 0; i < from; i++) {
    prepareStockRow(records[i]!, context);
    if (i % batchRows === batchRows - 1) await yieldToOthers();
  }

  for (let start = from; start < records.length; start += batchRows) {
    const batchStarted = performance.now();
    const rows = records
      .slice(start, start + batchRows)
      .map((record) => ({ record, prepared: prepareStockRow(record, context) }));
    const end = start + rows.length;
    let delta: TDelta;
    try {
      delta = await inTransaction(db, dryRun, async (tx) => {
        const cars = rows.flatMap((r) => ('car' in r.prepared ? [r.prepared.car] : []));
        const outcomes = await writeStockBatch(tx, cars);
        const batchDelta = tally(rows, outcomes);
        if (!dryRun && options.checkpoint) await options.checkpoint(tx, progress(end, batchDelta));
        return batchDelta;
      });
    } catch {
      // Which row the database refused is not known: redo the batch a row at a time, each in its own transaction.
      const checkpoint = dryRun ? undefined : options.checkpoint;
      delta = await writeRowByRow(db, rows, dryRun, (done, d) =>
        checkpoint ? (tx) => checkpoint(tx, progress(start + done, d)) : undefined,
      );
      // Rejected records after the last written one are counted here.
      if (checkpoint) await checkpoint(db, progress(end, delta));
    }
    merge(result, delta, dryRun);
    if (dryRun && options.checkpoint) await options.checkpoint(db, progress(end));
    if (end < records.length) {
      if (options.stop?.()) throw new StockImportStopped(end);
      await makeWayForOthers(performance.now() - batchStarted);
    }
  }
  return result;
}

type TRow = {
  record: TStockRecord;
  prepared: { car: TPreparedCar } | { errors: TStockImportError[] };
};
type TDelta = {
  created: number;
  updated: number;
  rejected: number;
  errors: TStockImportError[];
  carIds: number[];
};

/** The counts of a batch: its rejected records, then each written car as created or updated. */
function tally(rows: TRow[], outcomes: TWriteOutcome[]): TDelta {
  const delta: TDelta = { created: 0, updated: 0, rejected: 0, errors: [], carIds: [] };
  let written = 0;
  for (const row of rows) {
    if ('errors' in row.prepared) {
      delta.rejected += 1;
      delta.errors.push(...row.prepared.errors);
      continue;
    }
    const outcome = outcomes[written++]!;
    delta[outcome.inserted ? 'created' : 'updated'] += 1;
    delta.carIds.push(outcome.id);
  }
  return delta;
}

function merge(result: TStockImportResult, delta: TDelta, dryRun: boolean): void {
  result.created += delta.created;
  result.updated += delta.updated;
  result.rejected += delta.rejected;
  result.errors.push(...delta.errors);
  if (!dryRun) result.carIds.push(...delta.carIds);
}

/**
 * A refused batch, a row at a time as before batches: each row in its own transaction (with the progress through
 * it, when `checkpointFor` gives one), a row the database refuses reported as `could not be saved`.
 */
async function writeRowByRow(
  db: TDb,
  rows: TRow[],
  dryRun: boolean,
  checkpointFor: (done: number, delta: TDelta) => ((tx: TDb) => Promise<void>) | undefined,
): Promise<TDelta> {
  const delta: TDelta = { created: 0, updated: 0, rejected: 0, errors: [], carIds: [] };
  for (const [i, row] of rows.entries()) {
    if ('errors' in row.prepared) {
      delta.rejected += 1;
      delta.errors.push(...row.prepared.errors);
      continue;
    }
    const car = row.prepared.car;
    try {
      const outcome = await inTransaction(db, dryRun, async (tx) => {
        const saved = await upsertStockCar(tx, car);
        const through = structuredClone(delta);
        through[saved.inserted ? 'created' : 'updated'] += 1;
        await checkpointFor(i + 1, through)?.(tx);
        return saved;
      });
      delta[outcome.inserted ? 'created' : 'updated'] += 1;
      delta.carIds.push(outcome.id);
    } catch (error) {
      delta.rejected += 1;
      delta.errors.push({
        line: row.record.line,
        field: 'row',
        message: `could not be saved: ${describe(error)}`,
      });
    }
  }
  return delta;
}

/** Runs `work` in a transaction; for a dry run rolls it back and still returns what `work` returned. */
async function inTransaction<T>(db: TDb, dryRun: boolean, work: (tx: TDb) => Promise<T>): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      const value = await work(tx);
      if (dryRun) throw new DryRunRollback(value);
      return value;
    });
  } catch (error) {
    if (error instanceof DryRunRollback) return error.value as T;
    throw error;
  }
}

function describe(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}
