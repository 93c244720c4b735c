import { buildAdfDocument } from '@/server/providers/lead-destinations/build-adf-xml';
import type { TExportedLead } from './list-leads-for-export';

export const EXPORT_FORMATS = ['csv', 'json', 'adf'] as const;
export type TExportFormat = (typeof EXPORT_FORMATS)[number];

const COLUMNS: [string, (l: TExportedLead) => unknown][] = [
  ['lead_id', (l) => l.lead_id],
  ['created_at', (l) => l.created_at],
  ['category', (l) => l.category],
  ['lead_status', (l) => l.lead_status],
  ['name', (l) => l.name],
  ['email', (l) => l.email],
  ['phone', (l) => l.phone],
  ['postcode', (l) => l.postcode],
  ['message', (l) => l.message],
  ['opt_in', (l) => l.opt_in],
  ['dealership_slug', (l) => l.dealership_slug],
  ['stock_number', (l) => l.car?.stocknum],
  ['car', (l) => l.car?.name],
  ['url', (l) => l.url],
  ['deliveries', (l) => l.deliveries.map((d) => `${d.destination}:${d.status}`).join('; ')],
];

/**
 * A CSV cell: quoted when needed, and a value a spreadsheet would run as a formula (= + - @ at the start)
 * prefixed with an apostrophe, since lead fields are typed by the public.
 */
export function csvCell(value: unknown): string {
  const text = guardFormula(value === null || value === undefined ? '' : String(value));
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A text a spreadsheet would run as a formula (= + - @ at the start), prefixed with an apostrophe. */
export function guardFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** The leads as CSV (one row each), JSON (the documents with their deliveries) or one ADF document. */
export function formatLeadExport(leads: TExportedLead[], format: TExportFormat): string {
  if (format === 'json') return `${JSON.stringify(leads, null, 2)}\n`;
  if (format === 'adf') return `${buildAdfDocument(leads)}\n`;
  const lines = [COLUMNS.map(([name]) => name).join(',')];
  for (const lead of leads) lines.push(COLUMNS.map(([, get]) => csvCell(get(lead))).join(','));
  return `${lines.join('\n')}\n`;
}
