import type { TDb } from '@/server/db/client';
import { loadResponseClocks } from '@/server/dashboard/load-response-clocks';
import { canSeeReservations } from '@/server/dashboard/reservation-scope';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { listReportLeads } from './list-report-leads';
import { loadReservationFigures, type TReservationRow } from './load-reservation-figures';
import { loadStockAge, type TStockAge } from './load-stock-age';
import type { TReportScope } from './resolve-report-scope';
import { summariseReportLeads, type TLeadFigures } from './summarise-report-leads';

export type TReport = {
  scope: TReportScope;
  leads: TLeadFigures;
  /** Null when the person's role does not include reservations (a salesperson): not a row of zeros. */
  reservations: TReservationRow[] | null;
  stock: TStockAge;
};

/** Every figure of one report, each read within what the person may see. */
export async function loadReport(
  db: TDb,
  viewer: TViewer,
  scope: TReportScope,
  now: Date = new Date(),
): Promise<TReport> {
  const [leads, clocks, reservations, stock] = await Promise.all([
    listReportLeads(db, viewer, scope),
    loadResponseClocks(db, { websiteIds: [scope.site.id], dealershipIds: [] }),
    canSeeReservations(viewer) ? loadReservationFigures(db, viewer, scope) : null,
    loadStockAge(db, viewer, scope, now),
  ]);
  return { scope, leads: summariseReportLeads(leads, scope.site, clocks, now), reservations, stock };
}
