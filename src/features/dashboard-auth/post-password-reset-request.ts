import { z } from 'zod';
import { getDashboardAuth } from '@/server/auth/dashboard-auth';
import { requestPasswordReset } from '@/server/auth/reset-password';
import { seeOther } from '@/server/http/see-other';
import { withSignedOutForm } from '@/server/http/with-signed-out-form';

const ZRequest = z.object({ email: z.email() });

/** POST /password-reset: queues the reset email when the address has an account; the answer is the same either way. */
export const postPasswordResetRequest = withSignedOutForm(
  {
    schema: ZRequest,
    refused: () => seeOther('/forgot-password?error=email'),
    rateLimit: {
      bucket: 'dashboard-password-reset',
      rule: { limit: 5, windowMs: 60_000 },
      refused: () => seeOther('/forgot-password?error=rate'),
    },
  },
  async ({ request, input }) => {
    await requestPasswordReset(await getDashboardAuth(), input.email, request.headers);
    return seeOther('/forgot-password?sent=1');
  },
);
