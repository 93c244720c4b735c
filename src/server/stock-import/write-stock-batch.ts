import { getTableColumns, inArray, sql } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { resultRows } from '@/server/db/result-rows';
import { carImages, cars } from '@/server/db/schema';
import { buildCarSlug } from './build-car-slug';
import type { TPreparedCar } from './prepare-stock-row';
import { freeSlug, importedImageRows } from './upsert-stock-car';

type TCarValues = typeof cars.$inferInsert;

const columns = getTableColumns(cars);

/**
 * Writes a batch of prepared cars set-based, in the caller's transaction: one query for the stored slugs, one
 * upsert per set of columns the rows speak to (a CSV file has one; JSON records may differ), one delete and one
 * insert for the photos. The database's statement triggers move the stock version and queue index pushes
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
    const saved = await upsertGroup(
      tx,
      group.map((car) => ({ ...car.insert, slug: slugs.get(car)! })),
      Object.keys(group[0]!.update) as (keyof TCarValues)[],
    );
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
    // buildCarValues sets the columns in one fixed order: the same columns give the same signature unsorted.
    const signature = Object.keys(car.update).join(',');
    const group = groups.get(signature);
    if (group) group.push(car);
    else groups.set(signature, [car]);
  }
  return [...groups.values()];
}

/**
 * One upsert of cars that share their columns. The rows travel as one JSON parameter read back with
 * jsonb_populate_recordset: building a statement of a few hundred rows with a bound parameter per value cost the
 * query builder more than the database took to run it. `set col = excluded.col` for each column the rows speak
 * to: a row's update values are exactly its insert values.
 */
async function upsertGroup(
  tx: TDb,
  rows: TCarValues[],
  updateKeys: (keyof TCarValues)[],
): Promise<{ id: number; dealershipId: number; stocknum: string; inserted: boolean }[]> {
  const keys = Object.keys(rows[0]!) as (keyof TCarValues)[];
  const names = keys.map((key) => columns[key].name);
  // The JSON is written directly, without an object per row to stringify: less garbage for 40,000 rows.
  const quotedNames = names.map((name) => `${JSON.stringify(name)}:`);
  const payload = `[${rows
    .map((row) => `{${keys.map((key, i) => quotedNames[i] + JSON.stringify(row[key] ?? null)).join(',')}}`)
    .join(',')}]`;
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const set = sql.join(
    updateKeys.map(
      (key) => sql`${sql.identifier(columns[key].name)} = excluded.${sql.identifier(columns[key].name)}`,
    ),
    sql`, `,
  );
  const result = await tx.execute(sql`
    insert into ${cars} (${list})
    select ${list} from jsonb_populate_recordset(null::${cars}, ${payload}::jsonb)
    on conflict (${sql.identifier(columns.dealershipId.name)}, ${sql.identifier(columns.stocknum.name)})
    do update set ${set}
    returning ${cars.id} as "id", ${cars.dealershipId} as "dealershipId", ${cars.stocknum} as "stocknum",
      (xmax = 0) as "inserted"`);
  return resultRows(result);
}

/**
 * The slug of each car: a stored car keeps its own (links stay valid); a new one gets its built slug, or the
 * first free numeric suffix when a stored car or an earlier row of the batch holds it (rare: only then is the
 * per-slug lookup of freeSlug paid).
 */
async function slugsFor(tx: TDb, batch: TPreparedCar[]): Promise<Map<TPreparedCar, string>> {
  // The keys and slugs travel as one JSON parameter each (see upsertGroup).
  const keys = batch.map((c) => ({ d: c.insert.dealershipId, s: c.insert.stocknum }));
  const stored = resultRows<{ dealershipId: number; stocknum: string; slug: string }>(
    await tx.execute(sql`
      select c.dealership_id as "dealershipId", c.stocknum, c.slug
      from ${cars} c join jsonb_to_recordset(${JSON.stringify(keys)}::jsonb) as k(d integer, s text)
        on c.dealership_id = k.d and c.stocknum = k.s`),
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
      : resultRows<{ slug: string }>(
          await tx.execute(sql`
            select slug from ${cars}
            where slug in (select jsonb_array_elements_text(${JSON.stringify(wanted)}::jsonb))`),
        ).map((s) => s.slug),
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
  if (rows.length === 0) return;
  const payload = rows.map((row) => ({
    car_id: row.carId,
    position: row.position,
    url: row.url,
    thumb_url: row.thumbUrl,
    width: row.width,
    height: row.height,
    alt: row.alt,
  }));
  await tx.execute(sql`
    insert into ${carImages} (car_id, position, url, thumb_url, width, height, alt)
    select car_id, position, url, thumb_url, width, height, alt
    from jsonb_populate_recordset(null::${carImages}, ${JSON.stringify(payload)}::jsonb)`);
}
