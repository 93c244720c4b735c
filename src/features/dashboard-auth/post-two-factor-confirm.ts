import { z } from 'zod';
import { ZAppCode } from '@/domain/dashboard/authentication-code';
import { getDashboardAuth } from '@/server/auth/dashboard-auth';
import { offerRecoveryCodes } from '@/server/auth/reveal-recovery-codes';
import { confirmTwoFactorEnrolment } from '@/server/auth/two-factor-enrolment';
import { recordAudit } from '@/server/dashboard/record-audit';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { withDashboardWrite } from '@/server/http/with-dashboard-write';
import { TWO_FACTOR_SETTINGS_PATH } from './two-factor-settings-path';

const ZConfirm = z.object({ code: z.string().max(64).default('') });

/**
 * POST /account/two-factor/confirm: the app's first code turns two-factor sign-in on (audited); the page then
 * shows the recovery codes, once.
 */
export const postTwoFactorConfirm = withDashboardWrite(
  { schema: ZConfirm, back: () => TWO_FACTOR_SETTINGS_PATH, beforeTwoFactor: true },
  async ({ request, input, viewer }) => {
    const code = ZAppCode.safeParse(input.code);
    if (!code.success)
      return seeOther(`${TWO_FACTOR_SETTINGS_PATH}?error=code-${code.error.issues[0]?.message ?? 'missing'}`);
    const result = await confirmTwoFactorEnrolment(await getDashboardAuth(), {
      code: code.data,
      headers: request.headers,
    });
    if (!result.ok) return seeOther(`${TWO_FACTOR_SETTINGS_PATH}?error=code-wrong`);
    const db = await getDb();
    await recordAudit(db, viewer, { websiteId: null, action: 'two_factor.on', before: null, after: null });
    const nonce = await offerRecoveryCodes(db, viewer.userId);
    return seeOther(`${TWO_FACTOR_SETTINGS_PATH}?done=on&codes=${nonce}`, result.setCookies);
  },
);
