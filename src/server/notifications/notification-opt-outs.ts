import { and, eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { NOTIFICATION_KINDS, notificationOptOuts, type TNotificationKind } from '@/server/db/schema';

/** Which of the notification emails a person gets (true: on, the default). */
export async function loadNotificationChoices(
  db: TDb,
  userId: string,
): Promise<Record<TNotificationKind, boolean>> {
  const off = await db
    .select({ kind: notificationOptOuts.kind })
    .from(notificationOptOuts)
    .where(eq(notificationOptOuts.userId, userId));
  const offKinds = new Set(off.map((o) => o.kind));
  return Object.fromEntries(NOTIFICATION_KINDS.map((k) => [k, !offKinds.has(k)])) as Record<
    TNotificationKind,
    boolean
  >;
}

/** A person's choices from their account page: an opt-out row for each email turned off, none for one on. */
export async function saveNotificationChoices(
  db: TDb,
  userId: string,
  choices: Record<TNotificationKind, boolean>,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(notificationOptOuts).where(eq(notificationOptOuts.userId, userId));
    const off = NOTIFICATION_KINDS.filter((k) => !choices[k]);
    if (off.length) await tx.insert(notificationOptOuts).values(off.map((kind) => ({ userId, kind })));
  });
}

/** An address's one-click unsubscribe (a contact who does not sign in): idempotent, a second click changes nothing. */
export async function unsubscribeAddress(db: TDb, email: string, kind: TNotificationKind): Promise<void> {
  await db
    .insert(notificationOptOuts)
    .values({ email: email.toLowerCase(), kind })
    .onConflictDoNothing({ target: [notificationOptOuts.email, notificationOptOuts.kind] });
}

/** Whether an address has unsubscribed from `kind`. */
export async function isUnsubscribed(db: TDb, email: string, kind: TNotificationKind): Promise<boolean> {
  const [row] = await db
    .select({ id: notificationOptOuts.id })
    .from(notificationOptOuts)
    .where(and(eq(notificationOptOuts.email, email.toLowerCase()), eq(notificationOptOuts.kind, kind)))
    .limit(1);
  return Boolean(row);
}
