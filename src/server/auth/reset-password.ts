import type { TDashboardAuth } from './dashboard-auth';

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

/** Sets a new password with a reset token (once; better-auth checks and spends it, and ends the person's sessions). */
export async function completePasswordReset(
  auth: TDashboardAuth,
  input: { token: string; newPassword: string; headers: Headers },
): Promise<{ ok: true } | { ok: false; reason: 'invalid_token' | 'weak_password' }> {
  try {
    await auth.api.resetPassword({
      body: { token: input.token, newPassword: input.newPassword },
      headers: input.headers,
    });
    return { ok: true };
  } catch (error) {
    const { statusCode, body } = error as { statusCode?: number; body?: { code?: string } };
    if (statusCode !== 400) throw error;
    return { ok: false, reason: body?.code?.includes('PASSWORD') ? 'weak_password' : 'invalid_token' };
  }
}
