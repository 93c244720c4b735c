import { eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { dealerships, websites, type TDashboardRole } from '@/server/db/schema';

/** One membership to give: the site is a group admin's, the dealership a manager's or a salesperson's. */
export type TGrant = { role: TDashboardRole; websiteId: number | null; dealershipId: number | null };

const ROLE_TEXT: Record<TDashboardRole, string> = {
  platform_admin: 'a platform admin',
  group_admin: 'a group admin',
  dealership_manager: 'a dealership manager',
  salesperson: 'a salesperson',
};

/** A grant kept to the place its role takes (a group admin's site, a dealership role's dealership, else none). */
export function normaliseGrant(grant: TGrant): TGrant {
  return {
    role: grant.role,
    websiteId: grant.role === 'group_admin' ? grant.websiteId : null,
    dealershipId:
      grant.role === 'dealership_manager' || grant.role === 'salesperson' ? grant.dealershipId : null,
  };
}

/** 'a salesperson of Parramatta Toyota', for the invitation email. */
export async function grantText(db: TDb, grant: TGrant): Promise<string> {
  const role = ROLE_TEXT[grant.role];
  if (grant.websiteId !== null) {
    const [site] = await db
      .select({ name: websites.name })
      .from(websites)
      .where(eq(websites.id, grant.websiteId));
    return site ? `${role} of ${site.name}` : role;
  }
  if (grant.dealershipId !== null) {
    const [d] = await db
      .select({ name: dealerships.name })
      .from(dealerships)
      .where(eq(dealerships.id, grant.dealershipId));
    return d ? `${role} of ${d.name}` : role;
  }
  return role;
}
