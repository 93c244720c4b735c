import { describe, expect, it } from 'vitest';
import {
  isInPeopleScope,
  mayGrant,
  mayManagePeople,
  mayManagePerson,
  type TPeopleMembership,
} from './people-scope';

// Site 1 shows dealerships 10 and 11; site 2 shows 20 and, shared with site 1, 11.
const SITES: Record<number, number[]> = { 10: [1], 11: [1, 2], 20: [2] };
const sitesOf = (id: number) => SITES[id] ?? [];

const platform: TPeopleMembership = { role: 'platform_admin', websiteId: null, dealershipId: null };
const group = (websiteId: number): TPeopleMembership => ({
  role: 'group_admin',
  websiteId,
  dealershipId: null,
});
const manager = (dealershipId: number): TPeopleMembership => ({
  role: 'dealership_manager',
  websiteId: null,
  dealershipId,
});
const sales = (dealershipId: number): TPeopleMembership => ({
  role: 'salesperson',
  websiteId: null,
  dealershipId,
});

describe('mayGrant', () => {
  it.each([
    ['platform admin: a platform admin', [platform], platform, true],
    ['platform admin: a salesperson anywhere', [platform], sales(20), true],
    ['group admin: not a platform admin', [group(1)], platform, false],
    ['group admin: a group admin of its site', [group(1)], group(1), true],
    ['group admin: not a group admin of another site', [group(1)], group(2), false],
    ['group admin: a manager of its site’s dealership', [group(1)], manager(10), true],
    ['group admin: a salesperson of a dealership its site shares', [group(1)], sales(11), true],
    ['group admin: not a salesperson of another site’s dealership', [group(1)], sales(20), false],
    ['group admin: not a manager without a dealership', [group(1)], manager(0), false],
    ['manager: a salesperson of its dealership', [manager(10)], sales(10), true],
    ['manager: not a salesperson of another dealership', [manager(10)], sales(11), false],
    ['manager: not a manager, not even of its own dealership', [manager(10)], manager(10), false],
    ['manager: not a group admin', [manager(10)], group(1), false],
    ['salesperson: nothing', [sales(10)], sales(10), false],
    ['two memberships: the one that allows it counts', [sales(10), manager(20)], sales(20), true],
    ['no membership: nothing', [], sales(10), false],
  ])('%s', (_, viewer, grant, expected) => {
    expect(mayGrant(viewer, grant, sitesOf)).toBe(expected);
  });
});

describe('mayManagePeople', () => {
  it.each([
    [[platform], true],
    [[group(1)], true],
    [[manager(10)], true],
    [[sales(10)], false],
    [[], false],
  ])('%j: %s', (viewer, expected) => {
    expect(mayManagePeople(viewer)).toBe(expected);
  });
});

describe('mayManagePerson and isInPeopleScope', () => {
  const me = (memberships: TPeopleMembership[]) => ({ userId: 'me', memberships });
  const them = (memberships: TPeopleMembership[]) => ({ userId: 'them', memberships });
  it.each([
    ['never oneself', me([platform]), { userId: 'me', memberships: [platform] }, false, true],
    ['a group admin: a salesperson of its site', me([group(1)]), them([sales(10)]), true, true],
    ['a group admin: not another site’s group admin', me([group(1)]), them([group(2)]), false, false],
    [
      'a group admin: listed but not managed when the person also holds a role elsewhere',
      me([group(1)]),
      them([sales(10), sales(20)]),
      false,
      true,
    ],
    ['a manager: not a fellow manager', me([manager(10)]), them([manager(10)]), false, false],
    ['a platform admin: someone left with no membership', me([platform]), them([]), true, true],
    ['a group admin: not someone with no membership', me([group(1)]), them([]), false, false],
  ])('%s', (_, viewer, person, manages, listed) => {
    expect(mayManagePerson(viewer, person, sitesOf)).toBe(manages);
    expect(isInPeopleScope(viewer.memberships, person.memberships, sitesOf)).toBe(listed);
  });
});
