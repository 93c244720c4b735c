/**
 * Failed sign-ins to one account from one client (its address) that are free: from the next failure on, that client
 * waits before each try (clientWaitSeconds). Other clients are not slowed, so a stranger guessing cannot lock the
 * owner out.
 */
export const FREE_FAILURES = 5;
/** The longest a client waits between tries, however many it has failed. */
export const MAX_WAIT_SECONDS = 30;
/** Failures to one account from any clients within the window after which its owner is emailed an unlock link. */
export const UNLOCK_MAIL_FAILURES = 10;
/** Failures older than this start a new count. */
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/** One client's failed sign-ins to one account. */
export type TSignInFailures = { failures: number; firstFailureAt: Date; lastFailureAt: Date };

/** How long a client must wait after its `failures`-th failure: none up to FREE_FAILURES, then 2^(n-5) s, at most 30. */
export function clientWaitSeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(MAX_WAIT_SECONDS, 2 ** (failures - FREE_FAILURES));
}

const expired = (record: TSignInFailures, now: Date) =>
  now.getTime() - record.firstFailureAt.getTime() >= FAILURE_WINDOW_MS;

/** The seconds this client must still wait before it may try the account again (0: it may). */
export function waitRemaining(record: TSignInFailures | null, now: Date): number {
  if (!record || expired(record, now)) return 0;
  const ms = record.lastFailureAt.getTime() + clientWaitSeconds(record.failures) * 1000 - now.getTime();
  return ms > 0 ? Math.ceil(ms / 1000) : 0;
}

/** The record after one more failure: a count older than the window starts again. */
export function afterFailedSignIn(record: TSignInFailures | null, now: Date): TSignInFailures {
  if (!record || expired(record, now)) return { failures: 1, firstFailureAt: now, lastFailureAt: now };
  return { failures: record.failures + 1, firstFailureAt: record.firstFailureAt, lastFailureAt: now };
}

/** The failures within the window across all clients' records of one account. */
export function accountFailures(records: readonly TSignInFailures[], now: Date): number {
  return records.filter((record) => !expired(record, now)).reduce((sum, record) => sum + record.failures, 0);
}
