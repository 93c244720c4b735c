import { and, eq } from 'drizzle-orm';
import {
  accountFailures,
  afterFailedSignIn,
  UNLOCK_MAIL_FAILURES,
  waitRemaining,
  type TSignInFailures,
} from '@/domain/dashboard/sign-in-lockout';
import type { TDb } from '@/server/db/client';
import { signInFailures } from '@/server/db/schema';
import { clientId } from '@/server/http/client-id';
import { sendUnlockMail } from './send-unlock-mail';

/** What a refused password or code leaves: the ordinary refusal, or the wait it has just brought on this client. */
export type TFailedSignIn = { reason: 'invalid' } | { reason: 'locked'; retryAfterSeconds: number };

/** Who is trying which account: the address typed and the client it comes from (clientId of the request). */
export type TSignInAttempt = { email: string; client: string };

/** The attempt of a request: the normalised address and the client's rate-limit key. */
export const signInAttempt = (email: string, headers: Headers): TSignInAttempt => ({
  email: email.trim().toLowerCase(),
  client: clientId(headers),
});

const ofAttempt = ({ email, client }: TSignInAttempt) =>
  and(eq(signInFailures.email, email), eq(signInFailures.client, client));

/** This client's failures on this account, and the seconds it must still wait before trying again. */
export async function findSignInWait(
  db: TDb,
  attempt: TSignInAttempt,
  now: Date,
): Promise<{ record: TSignInFailures | null; waitSeconds: number }> {
  const [record] = await db.select().from(signInFailures).where(ofAttempt(attempt));
  return { record: record ?? null, waitSeconds: waitRemaining(record ?? null, now) };
}

/**
 * Counts one wrong password or authentication code against the account from this client (`record` is its count
 * before) and says whether the client must now wait. The password step and the code step count together. Once the
 * account has UNLOCK_MAIL_FAILURES failures from any clients within the window, its owner (if it has one) is
 * emailed an unlock link, once a window.
 */
export async function countFailedSignIn(
  db: TDb,
  attempt: TSignInAttempt,
  record: TSignInFailures | null,
  now: Date,
): Promise<TFailedSignIn> {
  const next = afterFailedSignIn(record, now);
  await db
    .insert(signInFailures)
    .values({ ...attempt, ...next })
    .onConflictDoUpdate({ target: [signInFailures.email, signInFailures.client], set: next });
  const all = await db.select().from(signInFailures).where(eq(signInFailures.email, attempt.email));
  if (accountFailures(all, now) >= UNLOCK_MAIL_FAILURES) await sendUnlockMail(db, attempt.email, now);
  const wait = waitRemaining(next, now);
  return wait > 0 ? { reason: 'locked', retryAfterSeconds: wait } : { reason: 'invalid' };
}

/** A right password or code clears this client's count (others' stand: they have proved nothing). */
export async function clearFailedSignIns(db: TDb, attempt: TSignInAttempt): Promise<void> {
  await db.delete(signInFailures).where(ofAttempt(attempt));
}
