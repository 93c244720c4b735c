import { getDb } from '@/server/db/db';
import { BuyerError, withBuyerSession } from '@/server/http/with-buyer-session';
import { seeOther } from '@/server/http/see-other';
import { BUYER_CODE_LIMIT } from './buyer-rate-limit';
import { ZCodeRequest } from './buyer-request.schema';
import { recordBuyerEvent } from './record-buyer-event';
import { requestBuyerCode } from './request-buyer-code';

/**
 * POST /api/account/code: emails a one-time code to sign in (event 36), to confirm a new email, or to confirm
 * deleting the account (the last two signed in). 429 `too-many-codes` past 5 codes an hour to the address.
 * Without JavaScript the form goes on to the page where the code is typed.
 */
export const postBuyerCodeRoute = withBuyerSession(
  { ...BUYER_CODE_LIMIT, schema: ZCodeRequest, account: 'optional', back: '/account/sign-in' },
  async ({ site, input, account, html }) => {
    if (input.purpose !== 'sign_in' && !account) throw new BuyerError(401, 'signed-out', null);
    const email = input.purpose === 'delete_account' ? account!.email : input.email;
    const db = await getDb();
    const sent = await requestBuyerCode(db, site, {
      email,
      purpose: input.purpose,
      accountId: input.purpose === 'sign_in' ? null : account!.id,
    });
    if (!sent.ok) {
      throw new BuyerError(429, 'too-many-codes', input.purpose === 'delete_account' ? 'code' : 'email', {
        'Retry-After': String(sent.retryAfterSeconds),
      });
    }
    if (input.purpose === 'sign_in') await recordBuyerEvent(db, site.id, 'request_code');
    if (!html) return Response.json({ ok: true }, { status: 202 });
    const next =
      input.purpose === 'sign_in'
        ? `/account/sign-in?step=code&email=${encodeURIComponent(email)}`
        : input.purpose === 'change_email'
          ? `/account?step=email-code&email=${encodeURIComponent(email)}`
          : '/account?step=delete-code';
    return seeOther(next);
  },
);
