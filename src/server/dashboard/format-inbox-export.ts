import { stringify } from 'csv-stringify/sync';
import writeXlsxFile from 'write-excel-file/node';
import { wallClockTime } from '@/domain/dashboard/format-date-time';
import { guardFormula } from '@/server/leads/format-lead-export';
import type { TExportedLead } from '@/server/leads/list-leads-for-export';

/** The time zone of each site's leads, by site slug (a lead's times are written in its own site's zone). */
export type TZoneOf = (websiteSlug: string) => string;

const COLUMNS: [string, (l: TExportedLead, zoneOf: TZoneOf) => unknown][] = [
  ['lead_id', (l) => l.lead_id],
  ['received', (l, zoneOf) => wallClockTime(new Date(l.created_at), zoneOf(l.website_slug))],
  ['time_zone', (l, zoneOf) => zoneOf(l.website_slug)],
  ['site', (l) => l.website_name],
  ['category', (l) => l.category],
  ['lead_status', (l) => l.lead_status],
  ['name', (l) => l.name],
  ['email', (l) => l.email],
  ['phone', (l) => l.phone],
  ['postcode', (l) => l.postcode],
  ['message', (l) => l.message],
  ['opt_in', (l) => (l.opt_in ? 'yes' : 'no')],
  ['dealership_slug', (l) => l.dealership_slug],
  ['stock_number', (l) => l.car?.stocknum],
  ['car', (l) => l.car?.name],
  ['url', (l) => l.url],
  ['deliveries', (l) => l.deliveries.map((d) => `${d.destination}:${d.status}`).join('; ')],
];

/** Each lead as the export's text cells; `guard` prefixes what a spreadsheet would run as a formula. */
function exportRows(leads: TExportedLead[], zoneOf: TZoneOf, guard: boolean): string[][] {
  return leads.map((lead) =>
    COLUMNS.map(([, get]) => {
      const value = get(lead, zoneOf);
      const text = value === null || value === undefined ? '' : String(value);
      return guard ? guardFormula(text) : text;
    }),
  );
}

/**
 * The inbox's leads as CSV: a UTF-8 byte-order mark first (so Excel reads names like "Zoë" rightly), times as
 * the wall clock of each lead's site with its zone named, and no cell a spreadsheet would run as a formula.
 */
export function inboxCsv(leads: TExportedLead[], zoneOf: TZoneOf): string {
  return stringify(exportRows(leads, zoneOf, true), {
    bom: true,
    header: true,
    columns: COLUMNS.map(([name]) => name),
  });
}

/**
 * The same rows as an .xlsx workbook of one sheet. Every cell is typed text, which a spreadsheet shows and never
 * runs, so the text is written as the buyer typed it (no apostrophe).
 */
export async function inboxXlsx(leads: TExportedLead[], zoneOf: TZoneOf): Promise<Buffer> {
  const header = COLUMNS.map(([name]) => ({ value: name, fontWeight: 'bold' as const }));
  const rows = exportRows(leads, zoneOf, false).map((cells) =>
    cells.map((value) => ({ type: String, value })),
  );
  return writeXlsxFile([header, ...rows], { sheet: 'Leads', stickyRowsCount: 1 }).toBuffer();
}
