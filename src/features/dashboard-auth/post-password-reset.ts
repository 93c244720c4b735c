import { z } from 'zod';
import { getDashboardAuth, MIN_PASSWORD_LENGTH } from '@/server/auth/dashboard-auth';
import { completePasswordReset, requestPasswordReset } from '@/server/auth/reset-password';
import { clientId } from '@/server/http/client-id';
import { isSameOrigin } from '@/server/http/is-same-origin';
import { jsonError } from '@/server/http/json-error';
import { sharedRateLimiter } from '@/server/http/rate-limiter';
import { seeOther } from '@/server/http/see-other';

const ZRequest = z.object({ email: z.email() });
const ZComplete = z.object({
  token: z.string().min(1).max(200),
  password: z.string().max(256),
  confirm: z.string().max(256),
});

async function formValues(request: Request): Promise<Record<string, unknown> | null> {
  try {
    return Object.fromEntries((await request.formData()).entries());
  } catch {
    return null;
  }
}

/** POST /password-reset: queues the reset email when the address has an account; the answer is the same either way. */
export async function postPasswordResetRequest(request: Request): Promise<Response> {
  if (!isSameOrigin(request.headers)) return jsonError(403, 'Cross-site form posts are refused.', null);
  const values = await formValues(request);
  if (!values) return jsonError(400, 'The body must be a form.', null);
  const parsed = ZRequest.safeParse(values);
  if (!parsed.success) return seeOther('/forgot-password?error=email');
  const limit = await sharedRateLimiter('dashboard-password-reset', { limit: 5, windowMs: 60_000 })(
    clientId(request.headers),
  );
  if (!limit.ok) return seeOther('/forgot-password?error=rate');
  await requestPasswordReset(await getDashboardAuth(), parsed.data.email, request.headers);
  return seeOther('/forgot-password?sent=1');
}

/** POST /password-reset/complete: sets the new password with the emailed token, then the sign-in page. */
export async function postPasswordResetComplete(request: Request): Promise<Response> {
  if (!isSameOrigin(request.headers)) return jsonError(403, 'Cross-site form posts are refused.', null);
  const values = await formValues(request);
  if (!values) return jsonError(400, 'The body must be a form.', null);
  const parsed = ZComplete.safeParse(values);
  if (!parsed.success) return seeOther('/reset-password?error=invalid_token');
  const { token, password, confirm } = parsed.data;
  const back = (error: string) =>
    seeOther(`/reset-password?token=${encodeURIComponent(token)}&error=${error}`);
  if (password.length < MIN_PASSWORD_LENGTH) return back('weak_password');
  if (password !== confirm) return back('mismatch');
  const result = await completePasswordReset(await getDashboardAuth(), {
    token,
    newPassword: password,
    headers: request.headers,
  });
  return result.ok ? seeOther('/sign-in?reset=1') : back(result.reason);
}
