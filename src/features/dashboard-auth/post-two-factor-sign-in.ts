import { z } from 'zod';
import { env } from '@/env';
import { ZAuthenticationCode } from '@/domain/dashboard/authentication-code';
import { getDashboardAuth } from '@/server/auth/dashboard-auth';
import { verifySignInCode } from '@/server/auth/verify-sign-in-code';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { withSignedOutForm } from '@/server/http/with-signed-out-form';

/** The second sign-in step's page: one "Authentication code" field. */
export const TWO_FACTOR_SIGN_IN_PATH = '/sign-in/two-factor';

const ZSignInCode = z.object({ code: ZAuthenticationCode });

/**
 * POST /session/two-factor: the code after a right password (better-auth's two-factor plugin checks it and writes
 * the session), then the leads. A refused code goes back to the field; an expired step or a locked address goes
 * back to the sign-in page.
 */
export const postTwoFactorSignIn = withSignedOutForm(
  {
    schema: ZSignInCode,
    refused: (values) => {
      const issue = ZSignInCode.safeParse(values).error?.issues[0]?.message;
      return seeOther(`${TWO_FACTOR_SIGN_IN_PATH}?error=${issue === 'format' ? 'format' : 'missing'}`);
    },
    // Codes one client may try a minute, on top of the lockout of the address and the plugin's five per step.
    rateLimit: {
      bucket: 'dashboard-sign-in-code',
      rule: { limit: env.DASHBOARD_SIGN_IN_PER_MINUTE, windowMs: 60_000 },
      refused: (retryAfterSeconds) =>
        seeOther(`${TWO_FACTOR_SIGN_IN_PATH}?error=rate&minutes=${Math.ceil(retryAfterSeconds / 60)}`),
    },
  },
  async ({ request, input }) => {
    const result = await verifySignInCode(await getDb(), await getDashboardAuth(), {
      code: input.code,
      headers: request.headers,
    });
    if (result.ok) return seeOther('/leads', result.setCookies);
    if (result.reason === 'locked')
      return seeOther(`/sign-in?error=locked&seconds=${result.retryAfterSeconds}`);
    if (result.reason === 'expired') return seeOther('/sign-in?error=code-expired');
    return seeOther(`${TWO_FACTOR_SIGN_IN_PATH}?error=invalid`);
  },
);
