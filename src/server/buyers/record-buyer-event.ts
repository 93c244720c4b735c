import { ANALYTICS_EVENT_IDS } from '@/domain/constants/analytics-events';
import type { TDb } from '@/server/db/client';
import { cars, events } from '@/server/db/schema';
import { eq } from 'drizzle-orm';

/** The My Garage events the server records itself (the popup's 35 is posted by the page to /api/events). */
const BUYER_EVENTS = {
  request_code: ANALYTICS_EVENT_IDS.requestCode,
  signup: ANALYTICS_EVENT_IDS.signup,
  existing_login: ANALYTICS_EVENT_IDS.existingLogin,
  save_to_watchlist: ANALYTICS_EVENT_IDS.saveToWatchlist,
} as const;

/** Stores a My Garage event of the site: never the buyer's email, only what happened (and the car saved). */
export async function recordBuyerEvent(
  db: TDb,
  websiteId: number,
  name: keyof typeof BUYER_EVENTS,
  carId: number | null = null,
): Promise<void> {
  let dealershipId: number | null = null;
  if (carId !== null) {
    const [car] = await db.select({ dealershipId: cars.dealershipId }).from(cars).where(eq(cars.id, carId));
    dealershipId = car?.dealershipId ?? null;
  }
  await db.insert(events).values({ websiteId, eventId: BUYER_EVENTS[name], name, carId, dealershipId });
}
