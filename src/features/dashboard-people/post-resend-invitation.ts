import { z } from 'zod';
import { getDashboardAuth } from '@/server/auth/dashboard-auth';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { withSignedOutForm } from '@/server/http/with-signed-out-form';
import { resendInvitation } from '@/server/people/resend-invitation';

/** "Send a new link": the old link's token. */
const ZResend = z.object({ token: z.string().min(1).max(200) });

const pagePath = (token: string) => `/invitation/${encodeURIComponent(token)}`;

/**
 * POST /invitation/resend: a fresh link for an expired (or replaced) invitation, or a password-reset link for one
 * already accepted; five a minute per client, one a minute per invitation.
 */
export const postResendInvitation = withSignedOutForm(
  {
    schema: ZResend,
    rateLimit: {
      bucket: 'dashboard-invitation-resend',
      rule: { limit: 5, windowMs: 60_000 },
      refused: (_, input) => seeOther(`${pagePath(input.token)}?error=rate`),
    },
  },
  async ({ request, input }) => {
    const result = await resendInvitation(await getDb(), await getDashboardAuth(), {
      token: input.token,
      headers: request.headers,
    });
    const query = result === 'sent' || result === 'reset_sent' ? `sent=${result}` : `error=${result}`;
    return seeOther(`${pagePath(input.token)}?${query}`);
  },
);
