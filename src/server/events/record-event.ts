import { and, eq, inArray } from 'drizzle-orm';
import { ANALYTICS_EVENT_IDS } from '@/domain/constants/analytics-events';
import type { TDb } from '@/server/db/client';
import { cars, events } from '@/server/db/schema';
import { RouteError } from '@/server/http/route-error';

/** The tracked events the events API accepts, by path name, with the analytics id each is stored under. */
export const TRACKED_EVENTS = {
  car_phone_call: ANALYTICS_EVENT_IDS.clickToCall,
  click_to_call: ANALYTICS_EVENT_IDS.clickToCall,
  directions: ANALYTICS_EVENT_IDS.directions,
  login_popup: ANALYTICS_EVENT_IDS.loginPopup,
} as const;

export type TTrackedEvent = keyof typeof TRACKED_EVENTS;

/**
 * Stores one tracked event of the site (the phone reveal's car_id, dealership_id, website_id). The car
 * must be the site's, and a car_phone_call (the car page's phone reveal) must name one; the dealership is
 * taken from the car, never from the caller.
 */
export async function recordEvent(
  db: TDb,
  site: { id: number; dealershipIds: number[] },
  name: TTrackedEvent,
  input: { car_id?: number; website_id?: number; data?: Record<string, string> },
): Promise<void> {
  if (input.website_id !== undefined && input.website_id !== site.id) {
    throw new RouteError(400, 'website_id: This is not the site the request was sent to.', 'website_id');
  }
  if (name === 'car_phone_call' && input.car_id === undefined) {
    throw new RouteError(400, 'car_id: Name the car whose number was revealed.', 'car_id');
  }
  let car: { id: number; dealershipId: number } | undefined;
  if (input.car_id !== undefined) {
    [car] = await db
      .select({ id: cars.id, dealershipId: cars.dealershipId })
      .from(cars)
      .where(
        and(
          eq(cars.id, input.car_id),
          inArray(cars.dealershipId, site.dealershipIds.length ? site.dealershipIds : [-1]),
        ),
      )
      .limit(1);
    if (!car) throw new RouteError(400, 'car_id: No such car on this site.', 'car_id');
  }
  await db.insert(events).values({
    websiteId: site.id,
    eventId: TRACKED_EVENTS[name],
    name,
    carId: car?.id ?? null,
    dealershipId: car?.dealershipId ?? null,
    data: input.data ?? {},
  });
}
