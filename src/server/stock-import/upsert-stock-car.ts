import { and, eq, like, or, sql } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { carImages, cars } from '@/server/db/schema';
import { buildCarSlug } from './build-car-slug';

type TCarValues = typeof cars.$inferInsert;

/** Imported photos are not measured; pages render them in a fixed 4:3 frame. */
const IMPORTED_IMAGE_SIZE = { width: 1600, height: 1200 };

/**
 * Writes one car by (dealership, stock number), inserting or updating it, and replaces its photos when the
 * row lists them. Run inside the row's transaction so a failure leaves nothing half-written.
 */
export async function upsertStockCar(
  tx: TDb,
  car: {
    insert: Omit<TCarValues, 'slug'>;
    update: Partial<TCarValues>;
    dealershipSlug: string;
    images: string[] | null | undefined;
  },
): Promise<{ id: number; inserted: boolean }> {
  const { insert, update } = car;
  const [existing] = await tx
    .select({ slug: cars.slug })
    .from(cars)
    .where(and(eq(cars.dealershipId, insert.dealershipId), eq(cars.stocknum, insert.stocknum)))
    .limit(1);
  // An update keeps its slug (links stay valid); the insert's slug is used only for a new car.
  const slug =
    existing?.slug ?? (await freeSlug(tx, buildCarSlug({ ...insert, dealershipSlug: car.dealershipSlug })));

  const [saved] = await tx
    .insert(cars)
    .values({ ...insert, slug })
    .onConflictDoUpdate({ target: [cars.dealershipId, cars.stocknum], set: update })
    .returning({ id: cars.id, inserted: sql<boolean>`(xmax = 0)` });
  if (!saved) throw new Error('the database returned no row');

  if (car.images !== undefined) {
    await tx.delete(carImages).where(eq(carImages.carId, saved.id));
    const images = importedImageRows(saved.id, insert.name, car.images);
    if (images.length > 0) await tx.insert(carImages).values(images);
  }
  return saved;
}

/** The photo rows of one imported car, in the order the feed lists them. */
export function importedImageRows(
  carId: number,
  carName: string,
  urls: string[] | null,
): (typeof carImages.$inferInsert)[] {
  return (urls ?? []).map((url, position) => ({
    carId,
    position,
    url,
    thumbUrl: url,
    alt: `${carName}, photo ${position + 1}`,
    ...IMPORTED_IMAGE_SIZE,
  }));
}

/**
 * The slug itself, or with the first free numeric suffix when another car (rarely) has it already, or one of
 * `alsoUsed` (slugs given to earlier rows of a batch not yet written).
 */
export async function freeSlug(tx: TDb, base: string, alsoUsed: Set<string> = new Set()): Promise<string> {
  const taken = await tx
    .select({ slug: cars.slug })
    .from(cars)
    .where(or(eq(cars.slug, base), like(cars.slug, `${base}-%`)));
  const used = new Set([...alsoUsed, ...taken.map((t) => t.slug)]);
  let slug = base;
  for (let n = 2; used.has(slug); n++) slug = `${base}-${n}`;
  return slug;
}
