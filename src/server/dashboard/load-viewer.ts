import { eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { authUsers, memberships } from '@/server/db/schema';
import type { TViewer } from './viewer.types';

/** A person with their memberships; null when the user is gone. */
export async function loadViewer(db: TDb, userId: string): Promise<TViewer | null> {
  const [user] = await db
    .select({ id: authUsers.id, email: authUsers.email, name: authUsers.name })
    .from(authUsers)
    .where(eq(authUsers.id, userId));
  if (!user) return null;
  const rows = await db
    .select({
      role: memberships.role,
      websiteId: memberships.websiteId,
      dealershipId: memberships.dealershipId,
    })
    .from(memberships)
    .where(eq(memberships.userId, userId));
  return { userId: user.id, email: user.email, name: user.name, memberships: rows };
}
