import { asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import {
  authUsers,
  deactivatedUsers,
  dealerships,
  memberships,
  signInEvents,
  websites,
  type TDashboardRole,
} from '@/server/db/schema';
import type { TPeopleScope } from './scope-of-viewer';

export type TPersonMembership = {
  id: number;
  role: TDashboardRole;
  websiteId: number | null;
  dealershipId: number | null;
  /** The site's or the dealership's name. */
  placeName: string | null;
  /** The zone of the membership's site (a dealership's first site). */
  timeZone: string | null;
};

export type TPerson = {
  userId: string;
  name: string;
  email: string;
  deactivated: boolean;
  lastSignInAt: Date | null;
  memberships: TPersonMembership[];
};

/** The people a scope may reach, roughly (the rule in src/domain/people decides), as a WHERE on memberships. */
function roughScope(scope: TPeopleScope): SQL | undefined {
  if (scope.all) return undefined;
  const parts: SQL[] = [sql`false`];
  if (scope.siteIds.length) parts.push(inArray(memberships.websiteId, scope.siteIds));
  if (scope.dealershipIds.length) parts.push(inArray(memberships.dealershipId, scope.dealershipIds));
  return or(...parts);
}

/**
 * People with their memberships (oldest first), whether deactivated and their last sign-in: those `userId`
 * names, or, without it, everyone with a membership the scope roughly reaches (a platform admin's: everyone).
 */
export async function loadPeople(db: TDb, scope: TPeopleScope, userId?: string): Promise<TPerson[]> {
  const users = await db
    .select({
      userId: authUsers.id,
      name: authUsers.name,
      email: authUsers.email,
      deactivated: sql<boolean>`${deactivatedUsers.userId} is not null`,
      lastSignInAt: sql<Date | null>`(select max(${signInEvents.signedInAt}) from ${signInEvents} where ${signInEvents.userId} = ${authUsers.id})`,
    })
    .from(authUsers)
    .leftJoin(deactivatedUsers, eq(deactivatedUsers.userId, authUsers.id))
    .where(
      userId
        ? eq(authUsers.id, userId)
        : scope.all
          ? undefined
          : inArray(
              authUsers.id,
              db.select({ id: memberships.userId }).from(memberships).where(roughScope(scope)),
            ),
    )
    .orderBy(asc(authUsers.name), asc(authUsers.email));
  if (users.length === 0) return [];
  const rows = await db
    .select({
      userId: memberships.userId,
      id: memberships.id,
      role: memberships.role,
      websiteId: memberships.websiteId,
      dealershipId: memberships.dealershipId,
      placeName: sql<string | null>`coalesce(${websites.name}, ${dealerships.name})`,
      timeZone: sql<
        string | null
      >`coalesce(${websites.timezone}, (select w.timezone from website_dealerships wd join websites w on w.id = wd.website_id where wd.dealership_id = ${memberships.dealershipId} order by w.id limit 1))`,
    })
    .from(memberships)
    .leftJoin(websites, eq(websites.id, memberships.websiteId))
    .leftJoin(dealerships, eq(dealerships.id, memberships.dealershipId))
    .where(
      inArray(
        memberships.userId,
        users.map((u) => u.userId),
      ),
    )
    .orderBy(asc(memberships.id));
  return users.map((u) => ({
    ...u,
    lastSignInAt: u.lastSignInAt ? new Date(u.lastSignInAt) : null,
    memberships: rows
      .filter((r) => r.userId === u.userId)
      .map((r) => ({
        id: r.id,
        role: r.role,
        websiteId: r.websiteId,
        dealershipId: r.dealershipId,
        placeName: r.placeName,
        timeZone: r.timeZone,
      })),
  }));
}

/** A person's newest sign-ins, newest first (20 are kept). */
export async function listSignInEvents(db: TDb, userId: string) {
  return db
    .select({ signedInAt: signInEvents.signedInAt, clientAddress: signInEvents.clientAddress })
    .from(signInEvents)
    .where(eq(signInEvents.userId, userId))
    .orderBy(desc(signInEvents.signedInAt), desc(signInEvents.id))
    .limit(20);
}
