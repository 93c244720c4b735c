import { DASHBOARD_ERRORS, type TDashboardErrorCode } from '@/server/dashboard/dashboard-error';
import type { TBulkOutcome } from '@/server/dashboard/bulk-update-leads';

const ACTIONS = { assign: 'assigned', status: 'changed', spam: 'marked as spam' } as const;
type TBulkAction = keyof typeof ACTIONS;

/** What a bulk change did, for the inbox it goes back to: `bulk`, `changed` and `refused` (id~code, …). */
export function bulkReportQuery(action: TBulkAction, outcomes: TBulkOutcome[]): string {
  const refused = outcomes.filter((o) => o.refused !== null);
  const params = new URLSearchParams({ bulk: action, changed: String(outcomes.length - refused.length) });
  if (refused.length) params.set('refused', refused.map((o) => `${o.leadId}~${o.refused}`).join('.'));
  return params.toString();
}

export type TBulkReport = { done: string; refused: { leadId: string; reason: string }[] };

/** The report back from the URL, or null when there is none (or it is not one of ours). */
export function readBulkReport(params: Record<string, string | string[] | undefined>): TBulkReport | null {
  const action = params.bulk;
  if (typeof action !== 'string' || !(action in ACTIONS)) return null;
  const changed = Number(params.changed);
  if (!Number.isInteger(changed) || changed < 0) return null;
  const refused = (typeof params.refused === 'string' ? params.refused.split('.') : [])
    .map((pair) => pair.split('~'))
    .filter(
      ([leadId, code]) =>
        /^[0-9a-f-]{36}$/.test(leadId ?? '') && code !== undefined && code in DASHBOARD_ERRORS,
    )
    .map(([leadId, code]) => ({ leadId: leadId!, reason: DASHBOARD_ERRORS[code as TDashboardErrorCode] }));
  const done = `${changed === 1 ? '1 lead' : `${changed} leads`} ${ACTIONS[action as TBulkAction]}.`;
  return { done, refused };
}
