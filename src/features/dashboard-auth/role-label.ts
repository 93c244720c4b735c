import type { TDashboardRole } from '@/server/db/schema';

const LABELS: Record<TDashboardRole, string> = {
  platform_admin: 'Platform admin',
  group_admin: 'Group admin',
  dealership_manager: 'Dealership manager',
  salesperson: 'Salesperson',
};

export function roleLabel(role: TDashboardRole): string {
  return LABELS[role];
}
