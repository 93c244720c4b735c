import { z } from 'zod';
import { unlockSignIn } from '@/server/auth/send-unlock-mail';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { withSignedOutForm } from '@/server/http/with-signed-out-form';

const ZUnlock = z.object({ token: z.string().min(1).max(200) });

/** POST /sign-in-unlock: the emailed link's token clears every wait on its account, then the sign-in page. */
export const postSignInUnlock = withSignedOutForm(
  {
    schema: ZUnlock,
    refused: () => seeOther('/unlock-sign-in?error=invalid_token'),
    rateLimit: {
      bucket: 'dashboard-sign-in-unlock',
      rule: { limit: 10, windowMs: 60_000 },
      refused: () => seeOther('/unlock-sign-in?error=invalid_token'),
    },
  },
  async ({ input: { token } }) => {
    if (await unlockSignIn(await getDb(), token, new Date())) return seeOther('/sign-in?unlocked=1');
    return seeOther('/unlock-sign-in?error=invalid_token');
  },
);
