import type { TDashboardRole } from '@/server/db/schema';

export type TMembership = { role: TDashboardRole; websiteId: number | null; dealershipId: number | null };

/** The signed-in person and what they may manage; every dashboard query is scoped by it. */
export type TViewer = { userId: string; email: string; name: string; memberships: TMembership[] };
