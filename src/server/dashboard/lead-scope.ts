import { and, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { leads } from '@/server/db/schema';
import type { TDashboardRole } from '@/server/db/schema';
import type { TViewer } from './viewer.types';

const NOTHING = sql`false`;

/** The columns a lead's scope is decided on: those of `leads`, or of `lead_counts`, which has the same ones. */
export type TLeadKeyColumns = {
  websiteId: AnyPgColumn;
  dealershipId: AnyPgColumn;
  assignedUserId: AnyPgColumn;
};

function ids(viewer: TViewer, role: TDashboardRole, key: 'websiteId' | 'dealershipId'): number[] {
  return viewer.memberships.flatMap((m) => (m.role === role && m[key] !== null ? [m[key]] : []));
}

export function isPlatformAdmin(viewer: TViewer): boolean {
  return viewer.memberships.some((m) => m.role === 'platform_admin');
}

/**
 * The leads a person may see, as a WHERE condition: a platform admin every lead; a group admin its sites'
 * leads; a dealership manager its dealerships' leads; a salesperson the leads of its dealership assigned to
 * them or to nobody. No membership: none.
 */
export function leadScope(viewer: TViewer, columns: TLeadKeyColumns = leads): SQL {
  if (isPlatformAdmin(viewer)) return sql`true`;
  const sites = ids(viewer, 'group_admin', 'websiteId');
  const managed = ids(viewer, 'dealership_manager', 'dealershipId');
  const sales = ids(viewer, 'salesperson', 'dealershipId');
  const parts: SQL[] = [];
  if (sites.length) parts.push(inArray(columns.websiteId, sites));
  if (managed.length) parts.push(inArray(columns.dealershipId, managed));
  if (sales.length) {
    const mine = or(eq(columns.assignedUserId, viewer.userId), isNull(columns.assignedUserId));
    parts.push(and(inArray(columns.dealershipId, sales), mine) as SQL);
  }
  return parts.length ? (or(...parts) as SQL) : NOTHING;
}

/** Whether the person may hand a lead to someone (everyone but a salesperson). */
export function canAssignLeads(viewer: TViewer): boolean {
  return viewer.memberships.some((m) => m.role !== 'salesperson');
}

/** The dealerships a person's manager and salesperson memberships name (for the reservations and assignees). */
export function dealershipIdsOf(viewer: TViewer, roles: TDashboardRole[]): number[] {
  return [...new Set(roles.flatMap((role) => ids(viewer, role, 'dealershipId')))];
}

export function siteIdsOf(viewer: TViewer): number[] {
  return ids(viewer, 'group_admin', 'websiteId');
}
