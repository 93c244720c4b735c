import { and, desc, eq, notInArray } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { authUsers, deactivatedUsers, signInEvents } from '@/server/db/schema';
import { clientAddress } from '@/server/http/client-id';

/** Sign-ins kept per person: the person page lists this many. */
export const KEPT_SIGN_INS = 20;

/** Records a successful sign-in with the client's address as TRUSTED_PROXIES resolves it; keeps the newest 20. */
export async function recordSignInEvent(
  db: TDb,
  input: { userId: string; headers: Headers; now?: Date },
): Promise<void> {
  await db.insert(signInEvents).values({
    userId: input.userId,
    signedInAt: input.now ?? new Date(),
    clientAddress: clientAddress(input.headers),
  });
  const kept = db
    .select({ id: signInEvents.id })
    .from(signInEvents)
    .where(eq(signInEvents.userId, input.userId))
    .orderBy(desc(signInEvents.signedInAt), desc(signInEvents.id))
    .limit(KEPT_SIGN_INS);
  await db
    .delete(signInEvents)
    .where(and(eq(signInEvents.userId, input.userId), notInArray(signInEvents.id, kept)));
}

/** Whether the address belongs to a deactivated person (sign-in then answers as for a wrong password). */
export async function isDeactivatedEmail(db: TDb, email: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: deactivatedUsers.userId })
    .from(deactivatedUsers)
    .innerJoin(authUsers, eq(authUsers.id, deactivatedUsers.userId))
    .where(eq(authUsers.email, email.trim().toLowerCase()));
  return Boolean(row);
}
