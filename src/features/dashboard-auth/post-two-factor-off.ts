import { twoFactorRequired } from '@/domain/dashboard/two-factor-required';
import { getDashboardAuth } from '@/server/auth/dashboard-auth';
import { turnOffTwoFactor } from '@/server/auth/two-factor-enrolment';
import { recordAudit } from '@/server/dashboard/record-audit';
import { getDb } from '@/server/db/db';
import { RouteError } from '@/server/http/route-error';
import { seeOther } from '@/server/http/see-other';
import { withDashboardWrite } from '@/server/http/with-dashboard-write';
import { ZPasswordForm } from './post-two-factor-start';
import { TWO_FACTOR_SETTINGS_PATH } from './two-factor-settings-path';

/** POST /account/two-factor/off: with the password, two-factor sign-in off (audited); refused for admins. */
export const postTwoFactorOff = withDashboardWrite(
  { schema: ZPasswordForm, back: () => TWO_FACTOR_SETTINGS_PATH },
  async ({ request, input, viewer }) => {
    if (twoFactorRequired(viewer.memberships.map((m) => m.role)))
      throw new RouteError(403, 'Your role requires two-factor sign-in: it cannot be turned off.');
    if (input.password === '') return seeOther(`${TWO_FACTOR_SETTINGS_PATH}?error=off-password-missing`);
    const result = await turnOffTwoFactor(await getDashboardAuth(), {
      password: input.password,
      headers: request.headers,
    });
    if (!result.ok) return seeOther(`${TWO_FACTOR_SETTINGS_PATH}?error=off-password-wrong`);
    await recordAudit(await getDb(), viewer, {
      websiteId: null,
      action: 'two_factor.off',
      before: null,
      after: null,
    });
    return seeOther(`${TWO_FACTOR_SETTINGS_PATH}?done=off`, result.setCookies);
  },
);
