export type TStockRole = 'platform_admin' | 'group_admin' | 'dealership_manager' | 'salesperson';
export type TStockMembership = { role: TStockRole; websiteId: number | null; dealershipId: number | null };

/** What a person may do with one dealership's stock: change it, only look at it, or nothing (a 404). */
export type TStockAccess = 'edit' | 'view' | 'none';

/**
 * A platform admin edits every dealership's stock; a group admin the stock of the dealerships its site shows;
 * a dealership manager its own dealership's; a salesperson only sees its dealership's stock. The strongest
 * membership wins.
 */
export function stockAccess(
  memberships: readonly TStockMembership[],
  dealership: { id: number; websiteIds: readonly number[] },
): TStockAccess {
  let access: TStockAccess = 'none';
  for (const m of memberships) {
    const edits =
      m.role === 'platform_admin' ||
      (m.role === 'group_admin' && m.websiteId !== null && dealership.websiteIds.includes(m.websiteId)) ||
      (m.role === 'dealership_manager' && m.dealershipId === dealership.id);
    if (edits) return 'edit';
    if (m.role === 'salesperson' && m.dealershipId === dealership.id) access = 'view';
  }
  return access;
}
