import type { TDashboardAuth } from './dashboard-auth';
import { passwordProblemOf, type TPasswordProblem } from './password-problem';

/**
 * Asks better-auth for a reset token for the address; it calls sendResetPassword (the mail outbox) only when
 * the address has an account, and answers the same either way, so the form tells nobody who has one.
 */
export async function requestPasswordReset(
  auth: TDashboardAuth,
  email: string,
  headers: Headers,
): Promise<void> {
  await auth.api.requestPasswordReset({ body: { email: email.trim().toLowerCase() }, headers });
}

/**
 * Sets a new password with a reset token (once; better-auth checks and spends it, and ends the person's sessions),
 * unless passwordProblemOf refuses the password (the token is kept for another try).
 */
export async function completePasswordReset(
  auth: TDashboardAuth,
  input: { token: string; newPassword: string; headers: Headers },
): Promise<
  | { ok: true }
  | { ok: false; reason: 'invalid_token' }
  | { ok: false; reason: 'password'; problem: TPasswordProblem }
> {
  const problem = passwordProblemOf(input.newPassword);
  if (problem) return { ok: false, reason: 'password', problem };
  try {
    await auth.api.resetPassword({
      body: { token: input.token, newPassword: input.newPassword },
      headers: input.headers,
    });
    return { ok: true };
  } catch (error) {
    const { statusCode, body } = error as { statusCode?: number; body?: { code?: string } };
    if (statusCode !== 400) throw error;
    return body?.code?.includes('PASSWORD')
      ? { ok: false, reason: 'password', problem: 'short' }
      : { ok: false, reason: 'invalid_token' };
  }
}
