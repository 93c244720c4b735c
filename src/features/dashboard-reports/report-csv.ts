import { csvCell } from '@/server/leads/format-lead-export';
import type { TReportTable } from './report-tables';

/**
 * A report table as CSV, its headings first, with a UTF-8 byte-order mark so spreadsheets read names and the
 * dashes of its labels as typed; cells pass the lead export's guard against spreadsheet formulas.
 */
export function reportCsv(table: TReportTable): string {
  const lines = [table.columns, ...table.rows].map((row) => row.map(csvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
