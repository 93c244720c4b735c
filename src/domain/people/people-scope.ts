export type TPeopleRole = 'platform_admin' | 'group_admin' | 'dealership_manager' | 'salesperson';
export type TPeopleMembership = { role: TPeopleRole; websiteId: number | null; dealershipId: number | null };
/** The sites a dealership is shown on (website_dealerships). */
export type TSitesOfDealership = (dealershipId: number) => readonly number[];

/**
 * Whether one person may give (or take away) a membership: a platform admin any; a group admin a group admin of
 * one of its sites, or a manager or salesperson of a dealership its sites show; a dealership manager a salesperson
 * of its own dealership. So nobody grants a role above their own, nor one outside their sites and dealerships.
 */
export function mayGrant(
  viewer: readonly TPeopleMembership[],
  grant: TPeopleMembership,
  sitesOf: TSitesOfDealership,
): boolean {
  return viewer.some((m) => {
    if (m.role === 'platform_admin') return true;
    if (m.role === 'group_admin' && m.websiteId !== null) {
      if (grant.role === 'group_admin') return grant.websiteId === m.websiteId;
      if (grant.role === 'dealership_manager' || grant.role === 'salesperson')
        return grant.dealershipId !== null && sitesOf(grant.dealershipId).includes(m.websiteId);
      return false;
    }
    return (
      m.role === 'dealership_manager' &&
      grant.role === 'salesperson' &&
      grant.dealershipId !== null &&
      grant.dealershipId === m.dealershipId
    );
  });
}

/** Whether the People page is for this person at all: everyone who may grant some role (not a salesperson). */
export function mayManagePeople(viewer: readonly TPeopleMembership[]): boolean {
  return viewer.some((m) => m.role !== 'salesperson');
}

/**
 * Whether one person may change, deactivate or reset another: never themselves, and only someone all of whose
 * memberships they could have granted (a person who also holds a role elsewhere belongs to whoever manages both).
 */
export function mayManagePerson(
  viewer: { userId: string; memberships: readonly TPeopleMembership[] },
  person: { userId: string; memberships: readonly TPeopleMembership[] },
  sitesOf: TSitesOfDealership,
): boolean {
  if (viewer.userId === person.userId) return false;
  if (person.memberships.length === 0) return viewer.memberships.some((m) => m.role === 'platform_admin');
  return person.memberships.every((m) => mayGrant(viewer.memberships, m, sitesOf));
}

/** Whether a person shows on one's People list: someone with at least one membership one could have granted. */
export function isInPeopleScope(
  viewer: readonly TPeopleMembership[],
  person: readonly TPeopleMembership[],
  sitesOf: TSitesOfDealership,
): boolean {
  if (person.length === 0) return viewer.some((m) => m.role === 'platform_admin');
  return person.some((m) => mayGrant(viewer, m, sitesOf));
}
