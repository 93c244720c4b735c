import { formatWait } from '@/domain/dashboard/format-wait';
import { formatCents } from '@/domain/reports/format-cents';
import type { TReport } from '@/server/reports/load-report';
import type { TCountRow } from '@/server/reports/summarise-report-leads';

/** One table of the Reports page: its CSV is the same columns and rows. `chart` names the bars drawn beside it. */
export type TReportTable = {
  id: string;
  title: string;
  columns: string[];
  rows: (string | number)[][];
  chart?: { label: string; value: number }[];
  /** A value of the chart as the table shows it (money, minutes). */
  chartFormat?: 'money';
  /** Shown instead of the figure when the person's role does not include it (no zeros that read as "none"). */
  notInRole?: string;
};

export const REPORT_TABLE_IDS = [
  'leads-by-source',
  'leads-by-category',
  'leads-by-dealership',
  'leads-by-salesperson',
  'first-response',
  'funnel',
  'reservations',
  'stock-age',
  'stock-by-make',
  'stock-without-photo',
] as const;
export type TReportTableId = (typeof REPORT_TABLE_IDS)[number];

function counts(id: TReportTableId, title: string, heading: string, rows: TCountRow[]): TReportTable {
  return {
    id,
    title,
    columns: [heading, 'Leads'],
    rows: rows.map((r) => [r.label, r.count]),
    chart: rows.map((r) => ({ label: r.label, value: r.count })),
  };
}

/** What a salesperson reads where the reservation figures would be (as /reservations tells them). */
export const RESERVATIONS_NOT_IN_ROLE =
  'Your role does not include reservations: a dealership manager or an admin sees them and the revenue of online payments.';

const percent = (part: number, whole: number) => (whole ? `${Math.round((part / whole) * 100)}%` : '–');

/** Every table of a report, in the page's order. */
export function reportTables(report: TReport): Record<TReportTableId, TReportTable> {
  const { leads, reservations, stock } = report;
  const { currency, overdueMinutes } = report.scope.site;
  const decided = leads.answeredWithin + leads.late;
  const kindLabel = { reserve: 'Reservations', buy: 'Purchases' } as const;
  return {
    'leads-by-source': counts('leads-by-source', 'Leads by source', 'Source', leads.bySource),
    'leads-by-category': counts('leads-by-category', 'Leads by category', 'Category', leads.byCategory),
    'leads-by-dealership': counts(
      'leads-by-dealership',
      'Leads by dealership',
      'Dealership',
      leads.byDealership,
    ),
    'leads-by-salesperson': counts(
      'leads-by-salesperson',
      'Leads by salesperson',
      'Salesperson',
      leads.bySalesperson,
    ),
    'first-response': {
      id: 'first-response',
      title: 'First response',
      columns: ['Measure', 'Value'],
      rows: [
        ['Leads answered', leads.answered],
        [
          'Median time to first answer',
          leads.medianFirstResponseMinutes === null
            ? 'No answers yet'
            : formatWait(leads.medianFirstResponseMinutes),
        ],
        [
          `Answered within ${formatWait(overdueMinutes)} of opening hours (the overdue time)`,
          leads.answeredWithin,
        ],
        ['Overdue: answered late, or not answered', leads.late],
        ['Not answered, not yet overdue', leads.waiting],
        ['Share answered in time', percent(leads.answeredWithin, decided)],
      ],
      chart: [
        { label: 'In time', value: leads.answeredWithin },
        { label: 'Late', value: leads.late },
        { label: 'Not yet due', value: leads.waiting },
      ],
    },
    funnel: {
      id: 'funnel',
      title: 'From lead to appointment to sale',
      columns: ['Stage', 'Leads', 'Share of leads'],
      rows: [
        ['Lead', leads.funnel.leads, percent(leads.funnel.leads, leads.funnel.leads)],
        ['Appointment', leads.funnel.appointment, percent(leads.funnel.appointment, leads.funnel.leads)],
        ['Sold', leads.funnel.sold, percent(leads.funnel.sold, leads.funnel.leads)],
      ],
      chart: [
        { label: 'Lead', value: leads.funnel.leads },
        { label: 'Appointment', value: leads.funnel.appointment },
        { label: 'Sold', value: leads.funnel.sold },
      ],
    },
    reservations: {
      id: 'reservations',
      title: 'Reservations and online revenue',
      columns: ['Kind', 'Started', 'Paid', 'Refunded', 'Paid and kept'],
      ...(reservations === null && { notInRole: RESERVATIONS_NOT_IN_ROLE }),
      rows: (reservations ?? []).map((r) => [
        kindLabel[r.kind],
        r.started,
        r.paid,
        r.refunded,
        formatCents(r.paidCents, currency),
      ]),
      chart: (reservations ?? []).map((r) => ({ label: kindLabel[r.kind], value: r.paidCents })),
      chartFormat: 'money',
    },
    'stock-age': {
      id: 'stock-age',
      title: 'Days in stock',
      columns: ['Days in stock', 'Cars'],
      rows: stock.byBand.map((b) => [b.label, b.count]),
      chart: stock.byBand.map((b) => ({ label: b.label, value: b.count })),
    },
    'stock-by-make': {
      id: 'stock-by-make',
      title: 'Days in stock by make and condition',
      columns: ['Make', 'Condition', 'Cars', 'Average days', 'Oldest (days)'],
      rows: stock.byMakeAndCondition.map((r) => [r.make, r.condition, r.cars, r.averageDays, r.oldestDays]),
    },
    'stock-without-photo': {
      id: 'stock-without-photo',
      title: 'Cars with no photo',
      columns: ['Stock number', 'Car', 'Days in stock'],
      rows: stock.withoutPhoto.map((c) => [c.stocknum, c.name, c.days]),
    },
  };
}
