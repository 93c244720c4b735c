import { getDb } from '@/server/db/db';
import { BuyerError, withBuyerSession } from '@/server/http/with-buyer-session';
import { seeOther } from '@/server/http/see-other';
import { codeReasonMessage } from '@/domain/buyers/buyer-messages';
import { buyerSessionCookie } from './buyer-cookie';
import { BUYER_CODE_LIMIT } from './buyer-rate-limit';
import { ZSignIn } from './buyer-request.schema';
import { signInBuyer } from './sign-in-buyer';

/**
 * POST /api/account/sign-in: the emailed code signs the buyer in at this site (the account is made on the first
 * sign-in) and merges the device's favourites (`favourites`: car ids). Answers the account's saved cars and sets
 * the session cookie; without JavaScript, a redirect to the account page.
 */
export const postBuyerSignInRoute = withBuyerSession(
  { ...BUYER_CODE_LIMIT, schema: ZSignIn, account: 'optional', back: '/account/sign-in?step=code' },
  async ({ request, site, input, html }) => {
    const result = await signInBuyer(await getDb(), site, {
      email: input.email,
      code: input.code,
      favouriteCarIds: input.favourites,
    });
    if (!result.ok) throw new BuyerError(400, codeReasonMessage(result.reason), 'code');
    const cookie = buyerSessionCookie(request.headers, result.token, result.expiresAt);
    if (html) return seeOther('/account', [cookie]);
    return Response.json(
      { email: input.email, created: result.created, favourites: result.favourites },
      { headers: { 'set-cookie': cookie } },
    );
  },
);
