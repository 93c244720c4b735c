import { and, eq } from 'drizzle-orm';
import { mayGrant } from '@/domain/people/people-scope';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { recordAudit } from '@/server/dashboard/record-audit';
import type { TViewer } from '@/server/dashboard/viewer.types';
import type { TDb } from '@/server/db/client';
import { memberships } from '@/server/db/schema';
import { normaliseGrant, type TGrant } from './grant';
import { findPersonInScope } from './people-in-scope';

/**
 * Gives a person the viewer manages one more membership the viewer may grant (else not_found); one they hold
 * already is 'duplicate'. Audited.
 */
export async function addPersonRole(
  db: TDb,
  viewer: TViewer,
  userId: string,
  input: TGrant,
): Promise<'added' | 'duplicate'> {
  const { person, scope } = await findPersonInScope(db, viewer, userId, { manage: true });
  const grant = normaliseGrant(input);
  if (!mayGrant(viewer.memberships, grant, scope.sitesOf)) throw new DashboardError('not_found');
  const same = (m: TGrant) =>
    m.role === grant.role && m.websiteId === grant.websiteId && m.dealershipId === grant.dealershipId;
  if (person.memberships.some(same)) return 'duplicate';
  await db.transaction(async (tx) => {
    await tx.insert(memberships).values({ userId, ...grant });
    await recordAudit(tx, viewer, {
      websiteId: grant.websiteId,
      action: 'person.role_added',
      before: { userId, email: person.email },
      after: grant,
    });
  });
  return 'added';
}

/** Takes one membership from a person the viewer manages; their last one stays ('last_role'). Audited. */
export async function removePersonRole(
  db: TDb,
  viewer: TViewer,
  userId: string,
  membershipId: number,
): Promise<'removed' | 'last_role'> {
  const { person } = await findPersonInScope(db, viewer, userId, { manage: true });
  const membership = person.memberships.find((m) => m.id === membershipId);
  if (!membership) throw new DashboardError('not_found');
  if (person.memberships.length === 1) return 'last_role';
  await db.transaction(async (tx) => {
    await tx.delete(memberships).where(and(eq(memberships.id, membershipId), eq(memberships.userId, userId)));
    await recordAudit(tx, viewer, {
      websiteId: membership.websiteId,
      action: 'person.role_removed',
      before: {
        userId,
        email: person.email,
        role: membership.role,
        websiteId: membership.websiteId,
        dealershipId: membership.dealershipId,
      },
      after: null,
    });
  });
  return 'removed';
}
