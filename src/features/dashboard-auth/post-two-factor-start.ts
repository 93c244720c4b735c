import { z } from 'zod';
import { getDashboardAuth } from '@/server/auth/dashboard-auth';
import { startTwoFactorEnrolment } from '@/server/auth/two-factor-enrolment';
import { seeOther } from '@/server/http/see-other';
import { withDashboardWrite } from '@/server/http/with-dashboard-write';
import { TWO_FACTOR_SETTINGS_PATH } from './two-factor-settings-path';

export const ZPasswordForm = z.object({ password: z.string().max(256).default('') });

/** POST /account/two-factor/start: with the password, a new authenticator key, shown until its first code. */
export const postTwoFactorStart = withDashboardWrite(
  { schema: ZPasswordForm, back: () => TWO_FACTOR_SETTINGS_PATH, beforeTwoFactor: true },
  async ({ request, input }) => {
    if (input.password === '') return seeOther(`${TWO_FACTOR_SETTINGS_PATH}?error=password-missing`);
    const result = await startTwoFactorEnrolment(await getDashboardAuth(), {
      password: input.password,
      headers: request.headers,
    });
    if (!result.ok) return seeOther(`${TWO_FACTOR_SETTINGS_PATH}?error=password-wrong`);
    return seeOther(TWO_FACTOR_SETTINGS_PATH, result.setCookies);
  },
);
