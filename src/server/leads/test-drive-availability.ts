import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import { testDriveSlots, type TTestDriveDay } from '@/domain/hours/test-drive-slots';
import type { TDb } from '@/server/db/client';
import { cars, locations, specialHours } from '@/server/db/schema';
import { RouteError } from '@/server/http/route-error';

export const TEST_DRIVE_DAYS_AHEAD = 14;

/**
 * The test-drive times of a car's location (or of a location), only among the site's dealerships: the
 * location's booking times per weekday, replaced by its special hours, over the next two weeks.
 */
export async function testDriveAvailability(
  db: TDb,
  dealershipIds: number[],
  by: { carId?: number; locationId?: number },
  now = new Date(),
): Promise<{ days: TTestDriveDay[]; timeZone: string; location: string }> {
  let locationId = by.locationId;
  if (by.carId !== undefined) {
    const [car] = await db
      .select({ locationId: cars.locationId })
      .from(cars)
      .where(
        and(eq(cars.id, by.carId), inArray(cars.dealershipId, dealershipIds.length ? dealershipIds : [-1])),
      )
      .limit(1);
    if (!car) throw new RouteError(404, 'No such car on this site.', 'car_id');
    locationId = car.locationId ?? undefined;
  }
  const [location] =
    locationId === undefined
      ? await db
          .select()
          .from(locations)
          .where(inArray(locations.dealershipId, dealershipIds.length ? dealershipIds : [-1]))
          .orderBy(asc(locations.id))
          .limit(1)
      : await db
          .select()
          .from(locations)
          .where(
            and(
              eq(locations.id, locationId),
              inArray(locations.dealershipId, dealershipIds.length ? dealershipIds : [-1]),
            ),
          )
          .limit(1);
  if (!location) throw new RouteError(404, 'No such location on this site.', 'location_id');
  const special = await db
    .select()
    .from(specialHours)
    .where(
      and(eq(specialHours.locationId, location.id), gte(specialHours.date, now.toISOString().slice(0, 10))),
    );
  const days = testDriveSlots({
    bookingTimes: location.bookingTimes ?? [],
    specialHours: special,
    now,
    timeZone: location.timezone,
    days: TEST_DRIVE_DAYS_AHEAD,
  });
  return { days, timeZone: location.timezone, location: location.name };
}
