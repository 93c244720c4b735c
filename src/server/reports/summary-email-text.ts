import { formatWait } from '@/domain/dashboard/format-wait';
import { formatCents } from '@/domain/reports/format-cents';
import type { TReport } from './load-report';
import { reportHref } from './report-query.schema';
import type { TCountRow } from './summarise-report-leads';

const day = (date: string) =>
  new Intl.DateTimeFormat('en-AU', {
    weekday: 'long',
    dateStyle: undefined,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

const list = (rows: TCountRow[]) =>
  rows.length ? rows.map((r) => `${r.label} ${r.count}`).join(', ') : 'none';

/** The Monday summary of one person's report, as plain text with a link to the full report. */
export function summaryEmail(
  report: TReport,
  name: string,
  dashboardOrigin: string,
): { subject: string; text: string } {
  const { site, period } = report.scope;
  const { leads, stock } = report;
  const [reserve, buy] = report.reservations ?? [];
  const decided = leads.answeredWithin + leads.late;
  const share = decided ? ` (${Math.round((leads.answeredWithin / decided) * 100)}%)` : '';
  const over90 = stock.byBand.find((b) => b.label === 'Over 90 days')?.count ?? 0;
  const link = `${dashboardOrigin}${reportHref({ site: site.slug, from: period.from, to: period.to })}`;
  const text = [
    `Hello ${name},`,
    '',
    `${site.name}, ${day(period.from)} to ${day(period.to)} (${site.timezone} time), as far as you can see it in the dashboard:`,
    '',
    `Leads: ${leads.total} (not counting spam or unfinished forms)`,
    `  By source: ${list(leads.bySource)}`,
    `  By category: ${list(leads.byCategory)}`,
    `  By dealership: ${list(leads.byDealership)}`,
    `  By salesperson: ${list(leads.bySalesperson)}`,
    `Median time to first answer: ${leads.medianFirstResponseMinutes === null ? 'no answers yet' : formatWait(leads.medianFirstResponseMinutes)}`,
    `Answered within ${formatWait(site.overdueMinutes)} of opening hours: ${leads.answeredWithin} of ${decided}${share}`,
    `Reached an appointment: ${leads.funnel.appointment}; sold: ${leads.funnel.sold}`,
    `Reservations paid: ${reserve?.paid ?? 0} (${formatCents(reserve?.paidCents ?? 0, site.currency)}); purchases paid: ${buy?.paid ?? 0} (${formatCents(buy?.paidCents ?? 0, site.currency)})`,
    `Cars in stock today: ${stock.total}; ${stock.withoutPhoto.length} with no photo; ${over90} in stock over 90 days`,
    '',
    `The full report: ${link}`,
    '',
    `You get this email as a manager of ${site.name}. To stop it, untick "Weekly report" at ${dashboardOrigin}/account/notifications`,
    '',
  ].join('\n');
  return { subject: `Weekly report for ${site.name}: ${day(period.from)} to ${day(period.to)}`, text };
}
