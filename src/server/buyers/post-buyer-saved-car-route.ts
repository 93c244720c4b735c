import { getDb } from '@/server/db/db';
import { BuyerError, withBuyerSession } from '@/server/http/with-buyer-session';
import { SEARCH_RATE_LIMIT } from '@/server/http/rate-limits';
import { ZSavedCar } from './buyer-request.schema';
import { listBuyerSavedCars, saveBuyerCars, unsaveBuyerCar } from './buyer-saved-cars';
import { recordBuyerEvent } from './record-buyer-event';

/**
 * POST /api/account/favourites: saves (`saved: true`, event 39) or unsaves a car of the site in the signed-in
 * account; answers the account's saved cars, which the device then keeps.
 */
export const postBuyerSavedCarRoute = withBuyerSession(
  { schema: ZSavedCar, account: 'required', back: '/favourites', rateLimit: SEARCH_RATE_LIMIT },
  async ({ site, input, account }) => {
    const db = await getDb();
    if (input.saved === true || input.saved === 'true') {
      const added = await saveBuyerCars(db, site, account.id, [input.car_id]);
      if (
        added.length === 0 &&
        !(await listBuyerSavedCars(db, account.id)).some((c) => c.id === input.car_id)
      ) {
        throw new BuyerError(404, 'invalid', 'car_id');
      }
      if (added.length > 0) await recordBuyerEvent(db, site.id, 'save_to_watchlist', input.car_id);
    } else {
      await unsaveBuyerCar(db, account.id, input.car_id);
    }
    return Response.json({ favourites: await listBuyerSavedCars(db, account.id) });
  },
);
