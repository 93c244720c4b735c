import { roleLabel } from '@/features/dashboard-auth/role-label';
import type { TDashboardRole } from '@/server/db/schema';

/** 'Salesperson, Parramatta Toyota'; a platform admin's role alone. */
export function membershipLabel(m: { role: TDashboardRole; placeName: string | null }): string {
  return m.placeName ? `${roleLabel(m.role)}, ${m.placeName}` : roleLabel(m.role);
}
