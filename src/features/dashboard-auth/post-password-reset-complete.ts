import { z } from 'zod';
import { getDashboardAuth } from '@/server/auth/dashboard-auth';
import { completePasswordReset } from '@/server/auth/reset-password';
import { seeOther } from '@/server/http/see-other';
import { withSignedOutForm } from '@/server/http/with-signed-out-form';

const ZComplete = z.object({
  token: z.string().min(1).max(200),
  password: z.string().max(256),
  confirm: z.string().max(256),
});

/** POST /password-reset/complete: sets the new password with the emailed token, then the sign-in page; a refusal goes back, said at its field. */
export const postPasswordResetComplete = withSignedOutForm(
  { schema: ZComplete, refused: () => seeOther('/reset-password?error=invalid_token') },
  async ({ request, input: { token, password, confirm } }) => {
    const back = (error: string) =>
      seeOther(`/reset-password?token=${encodeURIComponent(token)}&error=${error}`);
    if (password !== confirm) return back('mismatch');
    const result = await completePasswordReset(await getDashboardAuth(), {
      token,
      newPassword: password,
      headers: request.headers,
    });
    if (result.ok) return seeOther('/sign-in?reset=1');
    return back(result.reason === 'password' ? `password-${result.problem}` : result.reason);
  },
);
