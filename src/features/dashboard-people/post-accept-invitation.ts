import { env } from '@/env';
import { getDashboardAuth } from '@/server/auth/dashboard-auth';
import { clearDraftCookie, draftCookie } from '@/server/dashboard/form-draft';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { withSignedOutForm } from '@/server/http/with-signed-out-form';
import { acceptInvitation } from '@/server/people/accept-invitation';
import { ACCEPT_FORM, ZAccept } from './accept.schema';

const secure = () => env.DASHBOARD_PROTOCOL === 'https';
const pagePath = (token: unknown) => `/invitation/${encodeURIComponent(String(token ?? '').slice(0, 200))}`;

/**
 * Back to the invitation with what was typed, never the password: its refusal travels as `passwordError`, the
 * page's message at the password field.
 */
function backWithDraft(values: Record<string, unknown>, passwordError?: string): Response {
  const kept = Object.fromEntries(
    Object.entries(values).filter(
      (e): e is [string, string] => typeof e[1] === 'string' && e[0] !== 'password',
    ),
  );
  const { nonce, cookie } = draftCookie({
    form: ACCEPT_FORM,
    values: passwordError ? { ...kept, passwordError } : kept,
    path: '/invitation',
    secure: secure(),
  });
  return seeOther(`${pagePath(values.token)}?draft=${nonce}`, [cookie]);
}

function refusedPassword(values: Record<string, unknown>): string | undefined {
  const parsed = ZAccept.safeParse(values);
  return parsed.success ? undefined : parsed.error.issues.find((i) => i.path[0] === 'password')?.message;
}

/**
 * POST /invitation/accept: the invitee's name and password; the person is created (createDashboardUser's rules),
 * signed in and sent to the leads. Refused, back to the invitation with the message at the field.
 */
export const postAcceptInvitation = withSignedOutForm(
  {
    schema: ZAccept,
    refused: (values) => backWithDraft(values, refusedPassword(values)),
    rateLimit: {
      bucket: 'dashboard-invitation',
      rule: { limit: 10, windowMs: 60_000 },
      refused: (_, input) => seeOther(`${pagePath(input.token)}?error=rate`),
    },
  },
  async ({ request, input }) => {
    const result = await acceptInvitation(await getDb(), await getDashboardAuth(), {
      token: input.token,
      name: input.name,
      password: input.password,
      headers: request.headers,
    });
    if (result.ok)
      return seeOther(result.setCookies.length ? '/leads' : '/sign-in', [
        ...result.setCookies,
        clearDraftCookie('/invitation', secure()),
      ]);
    if (result.reason === 'password') return backWithDraft(input, result.message);
    return seeOther(`${pagePath(input.token)}?error=${result.reason}`);
  },
);
