import type { TDb } from '@/server/db/client';
import { loadResponseClocks } from '@/server/dashboard/load-response-clocks';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { listReportLeads } from './list-report-leads';
import { loadReservationFigures, type TReservationRow } from './load-reservation-figures';
import { loadStockAge, type TStockAge } from './load-stock-age';
import type { TReportScope } from './resolve-report-scope';
import { summariseReportLeads, type TLeadFigures } from './summarise-report-leads';

export type TReport = {
  scope: TReportScope;
  leads: TLeadFigures;
  reservations: TReservationRow[];
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
    loadReservationFigures(db, viewer, scope),
    loadStockAge(db, viewer, scope, now),
  ]);
  return { scope, leads: summariseReportLeads(leads, scope.site, clocks, now), reservations, stock };
}
