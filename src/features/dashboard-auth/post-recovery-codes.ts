import { getDashboardAuth } from '@/server/auth/dashboard-auth';
import { offerRecoveryCodes } from '@/server/auth/reveal-recovery-codes';
import { renewRecoveryCodes } from '@/server/auth/two-factor-enrolment';
import { recordAudit } from '@/server/dashboard/record-audit';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { withDashboardWrite } from '@/server/http/with-dashboard-write';
import { ZPasswordForm } from './post-two-factor-start';
import { TWO_FACTOR_SETTINGS_PATH } from './two-factor-settings-path';

/** POST /account/two-factor/recovery-codes: with the password, ten new recovery codes (audited), shown once. */
export const postRecoveryCodes = withDashboardWrite(
  { schema: ZPasswordForm, back: () => TWO_FACTOR_SETTINGS_PATH },
  async ({ request, input, viewer }) => {
    if (input.password === '') return seeOther(`${TWO_FACTOR_SETTINGS_PATH}?error=codes-password-missing`);
    const result = await renewRecoveryCodes(await getDashboardAuth(), {
      password: input.password,
      headers: request.headers,
    });
    if (!result.ok) return seeOther(`${TWO_FACTOR_SETTINGS_PATH}?error=codes-password-wrong`);
    const db = await getDb();
    await recordAudit(db, viewer, {
      websiteId: null,
      action: 'two_factor.recovery_codes',
      before: null,
      after: null,
    });
    return seeOther(`${TWO_FACTOR_SETTINGS_PATH}?codes=${await offerRecoveryCodes(db, viewer.userId)}`);
  },
);
