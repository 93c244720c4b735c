import type { TDb } from '@/server/db/client';
import type { TImportSite } from './find-import-site';
import { loadSiteDealerships } from './load-site-dealerships';
import { prepareStockRow, type TPreparedCar } from './prepare-stock-row';
import type { TStockFormat, TStockImportResult, TStockRecord } from './stock-row.types';
import { upsertStockCar } from './upsert-stock-car';

/** Thrown inside a dry run's transaction to roll it back once the row has been written and counted. */
class DryRunRollback extends Error {
  constructor(readonly outcome: { id: number; inserted: boolean }) {
    super('dry run');
  }
}

/**
 * Upserts a stock file's records into the site's dealerships by stock number. Each row is written in its
 * own transaction: a bad row is reported by line and field and never stops or half-writes the others.
 * With `dryRun` every row is still written and then rolled back, so the counts are exactly what a real run
 * would give.
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
  const result: TStockImportResult = { created: 0, updated: 0, rejected: 0, errors: [], carIds: [] };

  for (const record of records) {
    const prepared = prepareStockRow(record, context);
    if ('errors' in prepared) {
      result.rejected += 1;
      result.errors.push(...prepared.errors);
      continue;
    }
    try {
      const outcome = await writeRow(db, prepared.car, options.dryRun ?? false);
      result[outcome.inserted ? 'created' : 'updated'] += 1;
      if (!options.dryRun) result.carIds.push(outcome.id);
    } catch (error) {
      result.rejected += 1;
      result.errors.push({
        line: record.line,
        field: 'row',
        message: `could not be saved: ${describe(error)}`,
      });
    }
  }
  return result;
}

async function writeRow(
  db: TDb,
  car: TPreparedCar,
  dryRun: boolean,
): Promise<{ id: number; inserted: boolean }> {
  try {
    return await db.transaction(async (tx) => {
      const outcome = await upsertStockCar(tx, car);
      if (dryRun) throw new DryRunRollback(outcome);
      return outcome;
    });
  } catch (error) {
    if (error instanceof DryRunRollback) return error.outcome;
    throw error;
  }
}

function describe(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}
