import { getDb } from '@/server/db/db';
import { BuyerError, withBuyerSession } from '@/server/http/with-buyer-session';
import { seeOther } from '@/server/http/see-other';
import { codeReasonMessage } from '@/domain/buyers/buyer-messages';
import { BUYER_CODE_LIMIT } from './buyer-rate-limit';
import { ZEmailChange } from './buyer-request.schema';
import { changeBuyerEmail } from './change-buyer-email';

/** POST /api/account/email: moves the account to a new email, with the code sent to that address. */
export const postBuyerEmailRoute = withBuyerSession(
  { ...BUYER_CODE_LIMIT, schema: ZEmailChange, account: 'required', back: '/account?step=email-code' },
  async ({ input, account, html }) => {
    const result = await changeBuyerEmail(await getDb(), account, input);
    if (!result.ok) {
      if (result.reason === 'taken') throw new BuyerError(409, 'email-taken', 'email');
      throw new BuyerError(400, codeReasonMessage(result.reason), 'code');
    }
    return html ? seeOther('/account?changed=email') : Response.json({ email: input.email });
  },
);
