import { and, asc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { mayGrant } from '@/domain/people/people-scope';
import type { TViewer } from '@/server/dashboard/viewer.types';
import type { TDb } from '@/server/db/client';
import { dealerships, invitations, websites } from '@/server/db/schema';
import { peopleScopeOf } from './scope-of-viewer';

/** Invitations neither accepted nor withdrawn (expired ones too: a new link may still be sent), of the viewer's scope. */
export async function listPendingInvitations(db: TDb, viewer: TViewer) {
  const scope = await peopleScopeOf(db, viewer);
  const parts: SQL[] = [sql`false`];
  if (scope.siteIds.length) parts.push(inArray(invitations.websiteId, scope.siteIds));
  if (scope.dealershipIds.length) parts.push(inArray(invitations.dealershipId, scope.dealershipIds));
  const rows = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      name: invitations.name,
      role: invitations.role,
      websiteId: invitations.websiteId,
      dealershipId: invitations.dealershipId,
      placeName: sql<string | null>`coalesce(${websites.name}, ${dealerships.name})`,
      timeZone: sql<string>`coalesce(${websites.timezone}, (select w.timezone from website_dealerships wd join websites w on w.id = wd.website_id where wd.dealership_id = ${invitations.dealershipId} order by w.id limit 1), 'Australia/Sydney')`,
      sentAt: invitations.sentAt,
      expiresAt: invitations.expiresAt,
    })
    .from(invitations)
    .leftJoin(websites, eq(websites.id, invitations.websiteId))
    .leftJoin(dealerships, eq(dealerships.id, invitations.dealershipId))
    .where(
      and(
        isNull(invitations.acceptedAt),
        isNull(invitations.withdrawnAt),
        scope.all ? undefined : or(...parts),
      ),
    )
    .orderBy(asc(invitations.email));
  return rows.filter((row) => mayGrant(viewer.memberships, row, scope.sitesOf));
}
