import { and, eq, inArray } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { cars } from '@/server/db/schema';
import type { TSite } from '@/server/websites/site.types';

/** The slug of one of the site's cars by id; null when the site has no such car. */
export async function findCarSlug(
  db: TDb,
  site: Pick<TSite, 'dealershipIds'>,
  carId: number,
): Promise<string | null> {
  if (site.dealershipIds.length === 0) return null;
  const [car] = await db
    .select({ slug: cars.slug })
    .from(cars)
    .where(and(eq(cars.id, carId), inArray(cars.dealershipId, site.dealershipIds)))
    .limit(1);
  return car?.slug ?? null;
}
