import {
  afterFailedSignIn,
  lockoutRemaining,
  type TSignInFailures,
} from '@/domain/dashboard/sign-in-lockout';
import type { TDb } from '@/server/db/client';
import { signInFailures } from '@/server/db/schema';

/** What a refused password or code leaves: the ordinary refusal, or the lock it has just brought on. */
export type TFailedSignIn = { reason: 'invalid' } | { reason: 'locked'; retryAfterSeconds: number };

/**
 * Counts one wrong password or authentication code against the address (`record` is its count before) and says
 * whether that locks it. The password step and the code step count towards one lock.
 */
export async function countFailedSignIn(
  db: TDb,
  email: string,
  record: TSignInFailures | null,
  now: Date,
): Promise<TFailedSignIn> {
  const next = afterFailedSignIn(record, now);
  await db
    .insert(signInFailures)
    .values({ email, ...next })
    .onConflictDoUpdate({ target: signInFailures.email, set: next });
  const locked = lockoutRemaining(next, now);
  return locked > 0 ? { reason: 'locked', retryAfterSeconds: locked } : { reason: 'invalid' };
}
