import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { FAILURE_WINDOW_MS } from '@/domain/dashboard/sign-in-lockout';
import type { TDb } from '@/server/db/client';
import { authUsers, signInFailures, signInUnlocks } from '@/server/db/schema';
import { enqueueMail } from '@/server/mail/enqueue-mail';
import { dashboardOrigin } from './dashboard-origin';

/** How long an emailed unlock link works. */
export const UNLOCK_LINK_MS = 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Emails the account's owner a link that clears the waits on their account, at most once a failure window (the
 * row's `sent_at`). An address without an account gets nothing, so the mail says nothing to a guesser either way.
 * Only the token's hash is kept.
 */
export async function sendUnlockMail(db: TDb, email: string, now: Date): Promise<void> {
  const [user] = await db.select({ name: authUsers.name }).from(authUsers).where(eq(authUsers.email, email));
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  const row = { tokenHash: hashOf(token), sentAt: now, expiresAt: new Date(now.getTime() + UNLOCK_LINK_MS) };
  await db.transaction(async (tx) => {
    const [previous] = await tx
      .select()
      .from(signInUnlocks)
      .where(eq(signInUnlocks.email, email))
      .for('update');
    if (previous && now.getTime() - previous.sentAt.getTime() < FAILURE_WINDOW_MS) return;
    await tx
      .insert(signInUnlocks)
      .values({ email, ...row })
      .onConflictDoUpdate({ target: signInUnlocks.email, set: row });
    const link = `${dashboardOrigin()}/unlock-sign-in?token=${encodeURIComponent(token)}`;
    await enqueueMail(tx, {
      to: email,
      subject: 'Repeated failed sign-ins to your Forecourt dashboard account',
      text: [
        `Hello ${user.name},`,
        '',
        'Someone has failed to sign in to your Forecourt dashboard account many times in the last 15 minutes. Each',
        'device that keeps failing now has to wait longer between tries; your own sign-ins from elsewhere are not slowed.',
        '',
        'If it was you, open this link to sign in again without waiting (it works once, for one hour):',
        link,
        '',
        `If it was not you, nothing has been changed. Consider a new password (${dashboardOrigin()}/forgot-password)`,
        'and two-factor sign-in, which keep a guessed password from being enough.',
      ].join('\n'),
    });
  });
}

/**
 * Clears every wait on the account whose unlock token this is, once: true when the token was valid and unexpired.
 */
export async function unlockSignIn(db: TDb, token: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select()
      .from(signInUnlocks)
      .where(eq(signInUnlocks.tokenHash, hashOf(token)))
      .for('update');
    if (!found || found.expiresAt.getTime() <= now.getTime()) return false;
    await tx.delete(signInFailures).where(eq(signInFailures.email, found.email));
    // The link works once; a new one may be sent after the next run of failures.
    await tx
      .update(signInUnlocks)
      .set({ tokenHash: `used:${found.tokenHash}` })
      .where(eq(signInUnlocks.email, found.email));
    return true;
  });
}
