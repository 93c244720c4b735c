/** Failed sign-ins to one email address within the window that lock it. */
export const LOCKOUT_FAILURES = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;
/** How long a locked address refuses every sign-in, right password or not. */
export const LOCKOUT_MS = 15 * 60 * 1000;

export type TSignInFailures = { failures: number; firstFailureAt: Date; lockedUntil: Date | null };

/** Whether the address is locked at `now`, and for how many more seconds. */
export function lockoutRemaining(record: TSignInFailures | null, now: Date): number {
  if (!record?.lockedUntil) return 0;
  const ms = record.lockedUntil.getTime() - now.getTime();
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

/**
 * The record after one more failed sign-in: failures older than the window start a new count, and the
 * LOCKOUT_FAILURES-th failure within it locks the address for LOCKOUT_MS.
 */
export function afterFailedSignIn(record: TSignInFailures | null, now: Date): TSignInFailures {
  const fresh =
    !record ||
    now.getTime() - record.firstFailureAt.getTime() >= LOCKOUT_WINDOW_MS ||
    (record.lockedUntil !== null && record.lockedUntil.getTime() <= now.getTime());
  const failures = fresh ? 1 : record.failures + 1;
  const firstFailureAt = fresh ? now : record.firstFailureAt;
  const lockedUntil = failures >= LOCKOUT_FAILURES ? new Date(now.getTime() + LOCKOUT_MS) : null;
  return { failures, firstFailureAt, lockedUntil };
}
