import { and, eq, gte, lt, ne, sql, type SQL } from 'drizzle-orm';
import { periodInstants } from '@/domain/reports/report-period';
import type { TDb } from '@/server/db/client';
import { auditLog, authUsers, dealerships, leads } from '@/server/db/schema';
import { leadScope } from '@/server/dashboard/lead-scope';
import type { TViewer } from '@/server/dashboard/viewer.types';
import type { TReportScope } from './resolve-report-scope';

/** One lead of a report, with every status it ever had (now, and before and after each audited change). */
export type TReportLead = {
  source: string;
  category: string;
  dealershipId: number | null;
  dealershipName: string | null;
  assigneeName: string | null;
  createdAt: Date;
  firstContactedAt: Date | null;
  statusesEver: string[];
};

/**
 * The leads a report counts: finished leads (not spam) received in the period, of the report's site and
 * dealership, within what the person may see (leadScope).
 */
export async function listReportLeads(db: TDb, viewer: TViewer, scope: TReportScope): Promise<TReportLead[]> {
  const { start, end } = periodInstants(scope.period, scope.site.timezone);
  const where: SQL[] = [
    leadScope(viewer),
    eq(leads.websiteId, scope.site.id),
    eq(leads.formCompleted, true),
    ne(leads.status, 'spam'),
    gte(leads.createdAt, start),
    lt(leads.createdAt, end),
  ];
  if (scope.dealershipId !== null) where.push(eq(leads.dealershipId, scope.dealershipId));
  // The statuses of its audited changes, both sides, so a status set and left again still counts as reached.
  const audited = sql<string[] | null>`(
    select array_agg(distinct s) from ${auditLog},
      lateral (values (${auditLog.before}->>'status'), (${auditLog.after}->>'status')) as v(s)
    where ${auditLog.leadId} = ${leads.id} and s is not null)`;
  const rows = await db
    .select({
      source: leads.source,
      category: leads.category,
      dealershipId: leads.dealershipId,
      dealershipName: dealerships.name,
      assigneeName: authUsers.name,
      createdAt: leads.createdAt,
      firstContactedAt: leads.firstContactedAt,
      status: leads.status,
      audited,
    })
    .from(leads)
    .leftJoin(dealerships, eq(dealerships.id, leads.dealershipId))
    .leftJoin(authUsers, eq(authUsers.id, leads.assignedUserId))
    .where(and(...where));
  return rows.map(({ status, audited: ever, ...row }) => ({
    ...row,
    statusesEver: [status, ...(ever ?? [])],
  }));
}
