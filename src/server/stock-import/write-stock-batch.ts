import { and, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { carImages, cars } from '@/server/db/schema';
import { buildCarSlug } from './build-car-slug';
import type { TPreparedCar } from './prepare-stock-row';
import { freeSlug, importedImageRows } from './upsert-stock-car';

type TCarValues = typeof cars.$inferInsert;

/**
 * Photo rows per insert: car_images has 7 bound columns, so 2,000 rows stay far below PostgreSQL's 65,535
 * parameters a statement.
 */
const IMAGE_ROWS_PER_STATEMENT = 2000;

const columns = getTableColumns(cars);

/**
 * Writes a batch of prepared cars set-based, in the caller's transaction: one query for the stored slugs, one
 * upsert per set of columns the rows speak to (a CSV file has one; JSON records may differ), one delete and a
 * few inserts for the photos. The database's statement triggers move the stock version and queue index pushes
 * once per statement. Returns each car's outcome in the order given. Any failure throws: the caller rolls the
 * whole batch back and redoes it a row at a time (upsertStockCar) to find the bad row.
 */
export async function writeStockBatch(
  tx: TDb,
  batch: TPreparedCar[],
): Promise<{ id: number; inserted: boolean }[]> {
  if (batch.length === 0) return [];
  const slugs = await slugsFor(tx, batch);

  const outcomes = new Map<string, { id: number; inserted: boolean }>();
  for (const group of groupByColumns(batch)) {
    const saved = await tx
      .insert(cars)
      .values(group.map((car) => ({ ...car.insert, slug: slugs.get(car)! })))
      .onConflictDoUpdate({
        target: [cars.dealershipId, cars.stocknum],
        set: fromExcluded(Object.keys(group[0]!.update) as (keyof TCarValues)[]),
      })
      .returning({
        id: cars.id,
        dealershipId: cars.dealershipId,
        stocknum: cars.stocknum,
        inserted: sql<boolean>`(xmax = 0)`,
      });
    for (const s of saved) outcomes.set(carKey(s.dealershipId, s.stocknum), s);
  }

  const results = batch.map((car) => {
    const outcome = outcomes.get(carKey(car.insert.dealershipId, car.insert.stocknum));
    if (!outcome) throw new Error('the database returned no row');
    return outcome;
  });
  await replaceImages(tx, batch, results);
  return results;
}

const carKey = (dealershipId: number, stocknum: string) => `${dealershipId}\u0000${stocknum}`;

/** Rows with the same columns to update share one upsert (its `set` names those columns). */
function groupByColumns(batch: TPreparedCar[]): TPreparedCar[][] {
  const groups = new Map<string, TPreparedCar[]>();
  for (const car of batch) {
    const signature = Object.keys(car.update).sort().join(',');
    const group = groups.get(signature);
    if (group) group.push(car);
    else groups.set(signature, [car]);
  }
  return [...groups.values()];
}

/** `set col = excluded.col` for each column: the row's own update values are exactly its insert values. */
function fromExcluded(keys: (keyof TCarValues)[]): Partial<Record<keyof TCarValues, SQL>> {
  return Object.fromEntries(
    keys.map((key) => [key, sql.raw(`excluded.${JSON.stringify(columns[key].name)}`)]),
  ) as Partial<Record<keyof TCarValues, SQL>>;
}

/**
 * The slug of each car: a stored car keeps its own (links stay valid); a new one gets its built slug, or the
 * first free numeric suffix when a stored car or an earlier row of the batch holds it (rare: only then is the
 * per-slug lookup of freeSlug paid).
 */
async function slugsFor(tx: TDb, batch: TPreparedCar[]): Promise<Map<TPreparedCar, string>> {
  const stored = await tx
    .select({ dealershipId: cars.dealershipId, stocknum: cars.stocknum, slug: cars.slug })
    .from(cars)
    .where(
      and(
        inArray(cars.dealershipId, [...new Set(batch.map((c) => c.insert.dealershipId))]),
        inArray(
          cars.stocknum,
          batch.map((c) => c.insert.stocknum),
        ),
      ),
    );
  const storedSlug = new Map(stored.map((s) => [carKey(s.dealershipId, s.stocknum), s.slug]));
  const bases = batch.map((car) =>
    storedSlug.has(carKey(car.insert.dealershipId, car.insert.stocknum))
      ? null
      : buildCarSlug({ ...car.insert, dealershipSlug: car.dealershipSlug }),
  );
  const wanted = bases.filter((b): b is string => b !== null);
  const taken = new Set(
    wanted.length === 0
      ? []
      : (await tx.select({ slug: cars.slug }).from(cars).where(inArray(cars.slug, wanted))).map(
          (s) => s.slug,
        ),
  );

  const used = new Set<string>();
  const slugs = new Map<TPreparedCar, string>();
  for (const [i, car] of batch.entries()) {
    const base = bases[i] ?? null;
    let slug = base ?? storedSlug.get(carKey(car.insert.dealershipId, car.insert.stocknum))!;
    if (base !== null && (taken.has(base) || used.has(base))) slug = await freeSlug(tx, base, used);
    used.add(slug);
    slugs.set(car, slug);
  }
  return slugs;
}

/** Replaces the photos of the cars whose row has an images column (blank: no photos). */
async function replaceImages(tx: TDb, batch: TPreparedCar[], results: { id: number }[]): Promise<void> {
  const withImages = batch.flatMap((car, i) =>
    car.images === undefined ? [] : [{ car, id: results[i]!.id }],
  );
  if (withImages.length === 0) return;
  await tx.delete(carImages).where(
    inArray(
      carImages.carId,
      withImages.map((w) => w.id),
    ),
  );
  const rows = withImages.flatMap(({ car, id }) =>
    importedImageRows(id, car.insert.name, car.images ?? null),
  );
  for (let start = 0; start < rows.length; start += IMAGE_ROWS_PER_STATEMENT)
    await tx.insert(carImages).values(rows.slice(start, start + IMAGE_ROWS_PER_STATEMENT));
}
