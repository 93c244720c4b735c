import { describe, expect, it } from 'vitest';
import { stockAccess, type TStockMembership } from './stock-access';

const parramatta = { id: 1, websiteIds: [10] };
const m = (role: TStockMembership['role'], websiteId: number | null, dealershipId: number | null) => ({
  role,
  websiteId,
  dealershipId,
});

describe('stockAccess', () => {
  it.each([
    ['a platform admin edits any dealership', [m('platform_admin', null, null)], 'edit'],
    ['a group admin edits its site’s dealership', [m('group_admin', 10, null)], 'edit'],
    ['a group admin of another site gets nothing', [m('group_admin', 11, null)], 'none'],
    ['a group admin without a site gets nothing', [m('group_admin', null, null)], 'none'],
    ['a manager edits its own dealership', [m('dealership_manager', null, 1)], 'edit'],
    ['a manager of another dealership gets nothing', [m('dealership_manager', null, 2)], 'none'],
    ['a salesperson only sees its dealership', [m('salesperson', null, 1)], 'view'],
    ['a salesperson of another dealership gets nothing', [m('salesperson', null, 2)], 'none'],
    ['no membership gets nothing', [], 'none'],
    ['the strongest membership wins', [m('salesperson', null, 1), m('dealership_manager', null, 1)], 'edit'],
  ] as const)('%s', (_, memberships, expected) => {
    expect(stockAccess(memberships, parramatta)).toBe(expected);
  });
});
