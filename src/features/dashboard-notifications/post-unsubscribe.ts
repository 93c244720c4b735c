import { z } from 'zod';
import { getDb } from '@/server/db/db';
import { RouteError } from '@/server/http/route-error';
import { seeOther } from '@/server/http/see-other';
import { withRoute } from '@/server/http/with-route';
import { withSignedOutForm } from '@/server/http/with-signed-out-form';
import { unsubscribeWithToken } from '@/server/notifications/unsubscribe-request';
import { serverSecret } from '@/server/payments/server-secret';

/** RFC 8058's one-click body (`List-Unsubscribe=One-Click`); the unsubscribe page's button posts nothing. */
const ZOneClick = z.object({ 'List-Unsubscribe': z.literal('One-Click').optional() });

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token');

/**
 * POST /unsubscribe/one-click?token=…: the List-Unsubscribe target of a plain contact's new-lead email, without
 * sign-in (the signed token is the proof). A mail client's one-click POST is answered 200; the unsubscribe page's
 * button goes back to the page, which then says it is done. A forged or altered token is a 400 naming it.
 */
export const postUnsubscribe = withSignedOutForm(
  { schema: ZOneClick, emptyUnlessForm: true },
  async ({ request, input }) => {
    const token = tokenOf(request);
    const done = await unsubscribeWithToken(await getDb(), token, serverSecret());
    if (!done) throw new RouteError(400, 'This unsubscribe link is not valid. Nothing was changed.', 'token');
    if (input['List-Unsubscribe'] === 'One-Click') {
      return new Response('Unsubscribed.', {
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
      });
    }
    return seeOther(`/unsubscribe?token=${encodeURIComponent(token!)}`);
  },
);

/** GET of the one-click address (a client that opens it as a link): the unsubscribe page, which asks first. */
export const getUnsubscribe = withRoute({}, async ({ request }) =>
  seeOther(`/unsubscribe?token=${encodeURIComponent(tokenOf(request) ?? '')}`),
);
