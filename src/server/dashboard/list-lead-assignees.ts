import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { authUsers, memberships } from '@/server/db/schema';

export type TAssignee = { id: string; name: string; email: string };

/** Who a lead may be handed to: the managers and salespeople of its dealership, and its site's group admins. */
export async function listLeadAssignees(
  db: TDb,
  lead: { websiteId: number; dealershipId: number | null },
): Promise<TAssignee[]> {
  const parts: SQL[] = [
    and(eq(memberships.role, 'group_admin'), eq(memberships.websiteId, lead.websiteId)) as SQL,
  ];
  if (lead.dealershipId !== null)
    parts.push(
      and(
        inArray(memberships.role, ['dealership_manager', 'salesperson']),
        eq(memberships.dealershipId, lead.dealershipId),
      ) as SQL,
    );
  return db
    .selectDistinct({ id: authUsers.id, name: authUsers.name, email: authUsers.email })
    .from(authUsers)
    .innerJoin(memberships, eq(memberships.userId, authUsers.id))
    .where(or(...parts))
    .orderBy(asc(authUsers.name), asc(authUsers.id));
}
