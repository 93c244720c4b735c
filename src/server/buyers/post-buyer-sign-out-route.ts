import { getDb } from '@/server/db/db';
import { withBuyerSession } from '@/server/http/with-buyer-session';
import { seeOther } from '@/server/http/see-other';
import { buyerToken, clearedBuyerCookie } from './buyer-cookie';
import { ZNothing } from './buyer-request.schema';
import { endBuyerSession } from './buyer-sessions';

/** POST /api/account/sign-out: ends this browser's session and removes its cookie. */
export const postBuyerSignOutRoute = withBuyerSession(
  { schema: ZNothing, account: 'optional', back: '/account' },
  async ({ request, html }) => {
    await endBuyerSession(await getDb(), buyerToken(request.headers));
    const cookie = clearedBuyerCookie(request.headers);
    if (html) return seeOther('/', [cookie]);
    return Response.json({ ok: true }, { headers: { 'set-cookie': cookie } });
  },
);
