import type { TBusinessHours } from '@/domain/dashboard/lead-response-time';
import { answerVerdict } from '@/domain/reports/answer-verdict';
import { reachedStages } from '@/domain/reports/funnel-stages';
import { median } from '@/domain/reports/median';
import type { TResponseClock } from '@/server/dashboard/load-response-clocks';
import type { TReportLead } from './list-report-leads';
import type { TReportSite } from './resolve-report-scope';

/** A count under a name, largest first in each table of the report. */
export type TCountRow = { label: string; count: number };

export type TLeadFigures = {
  total: number;
  bySource: TCountRow[];
  byCategory: TCountRow[];
  byDealership: TCountRow[];
  bySalesperson: TCountRow[];
  /** Clock minutes from lead to first answer, over the answered leads; null with none answered. */
  medianFirstResponseMinutes: number | null;
  answered: number;
  /** By the inbox's overdue rule, in the dealership's opening hours; `waiting`: not answered and not yet overdue. */
  answeredWithin: number;
  late: number;
  waiting: number;
  funnel: { leads: number; appointment: number; sold: number };
};

function countBy(leads: readonly TReportLead[], key: (l: TReportLead) => string): TCountRow[] {
  const counts = new Map<string, number>();
  for (const lead of leads) counts.set(key(lead), (counts.get(key(lead)) ?? 0) + 1);
  return [...counts]
    .map(([label, count]) => ({ label, count }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

/** Every lead figure of a report, each lead timed by its dealership's clock (the site's overdue time in its hours). */
export function summariseReportLeads(
  leads: readonly TReportLead[],
  site: TReportSite,
  clocks: readonly TResponseClock[],
  now: Date,
): TLeadFigures {
  const everyMinute: TBusinessHours = { hours: [], specialHours: [], timeZone: site.timezone };
  const clockOf = (dealershipId: number | null) =>
    clocks.find((c) => c.websiteId === site.id && c.dealershipId === dealershipId)?.business ?? everyMinute;
  const responses: number[] = [];
  const verdicts = { within: 0, late: 0, waiting: 0 };
  const funnel = { leads: leads.length, appointment: 0, sold: 0 };
  for (const lead of leads) {
    if (lead.firstContactedAt)
      responses.push((lead.firstContactedAt.getTime() - lead.createdAt.getTime()) / 60_000);
    verdicts[answerVerdict(lead, now, site.overdueMinutes, clockOf(lead.dealershipId))] += 1;
    const reached = reachedStages(lead.statusesEver);
    if (reached.appointment) funnel.appointment += 1;
    if (reached.sold) funnel.sold += 1;
  }
  return {
    total: leads.length,
    bySource: countBy(leads, (l) => l.source),
    byCategory: countBy(leads, (l) => l.category),
    byDealership: countBy(leads, (l) => l.dealershipName ?? 'No dealership'),
    bySalesperson: countBy(leads, (l) => l.assigneeName ?? 'Unassigned'),
    medianFirstResponseMinutes: median(responses),
    answered: responses.length,
    answeredWithin: verdicts.within,
    late: verdicts.late,
    waiting: verdicts.waiting,
    funnel,
  };
}
