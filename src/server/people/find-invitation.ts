import { eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { invitations } from '@/server/db/schema';
import { hashInvitationToken } from './invitation-token';

export type TInvitation = typeof invitations.$inferSelect;

/** The invitation a link's token opens, by its hash; null for a token that matches none (never sent, or replaced). */
export async function findInvitationByToken(db: TDb, token: string): Promise<TInvitation | null> {
  if (token.length === 0 || token.length > 200) return null;
  const [row] = await db
    .select()
    .from(invitations)
    .where(eq(invitations.tokenHash, hashInvitationToken(token)));
  return row ?? null;
}
