import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { periodInstants } from '@/domain/reports/report-period';
import type { TDb } from '@/server/db/client';
import { reservations } from '@/server/db/schema';
import { reservationScope } from '@/server/dashboard/reservation-scope';
import type { TViewer } from '@/server/dashboard/viewer.types';
import type { TReportScope } from './resolve-report-scope';

/** One kind of online payment in a report: reservation deposits or purchases. */
export type TReservationRow = {
  kind: 'reserve' | 'buy';
  /** Started in the period (every status). */
  started: number;
  /** Paid in the period and not refunded since. */
  paid: number;
  paidCents: number;
  /** Paid in the period and refunded since. */
  refunded: number;
};

/**
 * Reservations and purchases of the report's site (and dealership) within what the person may see
 * (reservationScope: a salesperson sees none): started in the period, and paid in it, the money still held.
 */
export async function loadReservationFigures(
  db: TDb,
  viewer: TViewer,
  scope: TReportScope,
): Promise<TReservationRow[]> {
  const { start, end } = periodInstants(scope.period, scope.site.timezone);
  const where: SQL[] = [reservationScope(viewer), eq(reservations.websiteId, scope.site.id)];
  if (scope.dealershipId !== null) where.push(eq(reservations.dealershipId, scope.dealershipId));
  const inPeriod = (column: typeof reservations.createdAt | typeof reservations.paidAt) =>
    and(gte(column, start), lt(column, end)) as SQL;
  const paidInPeriod = inPeriod(reservations.paidAt);
  const rows = await db
    .select({
      kind: reservations.kind,
      started: sql<number>`count(*) filter (where ${inPeriod(reservations.createdAt)})::int`,
      paid: sql<number>`count(*) filter (where ${paidInPeriod} and ${reservations.status} = 'paid')::int`,
      paidCents: sql<number>`coalesce(sum(${reservations.amountCents}) filter (where ${paidInPeriod} and ${reservations.status} = 'paid'), 0)::float8`,
      refunded: sql<number>`count(*) filter (where ${paidInPeriod} and ${reservations.status} = 'refunded')::int`,
    })
    .from(reservations)
    .where(and(...where))
    .groupBy(reservations.kind);
  return (['reserve', 'buy'] as const).map(
    (kind) => rows.find((r) => r.kind === kind) ?? { kind, started: 0, paid: 0, paidCents: 0, refunded: 0 },
  );
}
