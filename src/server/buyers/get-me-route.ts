import { getDb } from '@/server/db/db';
import { withBuyerSession } from '@/server/http/with-buyer-session';
import { SEARCH_RATE_LIMIT } from '@/server/http/rate-limits';
import { ZNothing } from './buyer-request.schema';
import { listBuyerSavedCars } from './buyer-saved-cars';

/**
 * GET /api/me: who is signed in to My Garage in this browser, and their saved cars, for the header and the heart
 * buttons of cached pages (the same for every visitor). Never cached: `Cache-Control: no-store`.
 */
export const getMeRoute = withBuyerSession(
  { schema: ZNothing, account: 'optional', back: '/', origin: false, rateLimit: SEARCH_RATE_LIMIT },
  async ({ account }) => {
    if (!account) return Response.json({ account: null });
    return Response.json({
      account: { email: account.email },
      favourites: await listBuyerSavedCars(await getDb(), account.id),
    });
  },
);
