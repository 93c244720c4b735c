import { getDb } from '@/server/db/db';
import { BuyerError, withBuyerSession } from '@/server/http/with-buyer-session';
import { seeOther } from '@/server/http/see-other';
import { codeReasonMessage } from '@/domain/buyers/buyer-messages';
import { clearedBuyerCookie } from './buyer-cookie';
import { BUYER_CODE_LIMIT } from './buyer-rate-limit';
import { ZDeletion } from './buyer-request.schema';
import { deleteBuyerAccount } from './delete-buyer-account';

/**
 * POST /api/account/delete: deletes the account, its sessions and saved cars, with the code emailed for it. The
 * dealer's leads stay (privacy statement). Removes the cookie; without JavaScript, back to the sign-in page.
 */
export const postBuyerDeletionRoute = withBuyerSession(
  { ...BUYER_CODE_LIMIT, schema: ZDeletion, account: 'required', back: '/account?step=delete-code' },
  async ({ request, input, account, html }) => {
    const result = await deleteBuyerAccount(await getDb(), account, input.code);
    if (!result.ok) throw new BuyerError(400, codeReasonMessage(result.reason), 'code');
    const cookie = clearedBuyerCookie(request.headers);
    if (html) return seeOther('/account/sign-in?deleted=1', [cookie]);
    return Response.json({ ok: true }, { headers: { 'set-cookie': cookie } });
  },
);
