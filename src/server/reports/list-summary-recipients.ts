import { and, eq, inArray, isNull, notExists, or } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import {
  authUsers,
  deactivatedUsers,
  memberships,
  notificationOptOuts,
  websiteDealerships,
} from '@/server/db/schema';

/**
 * Who gets a site's Monday summary: its group admins and the managers of its dealerships, each once, none of them
 * deactivated and none who turned the weekly report off on their account page. Platform admins are not sent every
 * site's.
 */
export async function listSummaryRecipients(
  db: TDb,
  websiteId: number,
): Promise<{ userId: string; name: string; email: string }[]> {
  const dealershipIds = db
    .select({ id: websiteDealerships.dealershipId })
    .from(websiteDealerships)
    .where(eq(websiteDealerships.websiteId, websiteId));
  return db
    .selectDistinct({ userId: authUsers.id, name: authUsers.name, email: authUsers.email })
    .from(memberships)
    .innerJoin(authUsers, eq(authUsers.id, memberships.userId))
    .leftJoin(deactivatedUsers, eq(deactivatedUsers.userId, memberships.userId))
    .where(
      and(
        isNull(deactivatedUsers.userId),
        notExists(
          db
            .select({ one: notificationOptOuts.id })
            .from(notificationOptOuts)
            .where(
              and(
                eq(notificationOptOuts.userId, authUsers.id),
                eq(notificationOptOuts.kind, 'weekly_summary'),
              ),
            ),
        ),
        or(
          and(eq(memberships.role, 'group_admin'), eq(memberships.websiteId, websiteId)),
          and(eq(memberships.role, 'dealership_manager'), inArray(memberships.dealershipId, dealershipIds)),
        ),
      ),
    )
    .orderBy(authUsers.email);
}
