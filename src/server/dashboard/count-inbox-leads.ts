import { and, count, eq, isNull, sql, sum, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { TDb } from '@/server/db/client';
import { leadCounts, leads, type TLeadStatus } from '@/server/db/schema';
import type { TInboxQuery } from './inbox-query.schema';
import { leadScope, type TLeadKeyColumns } from './lead-scope';
import type { TViewer } from './viewer.types';

type TKeyColumns = TLeadKeyColumns & { category: AnyPgColumn };

/** The scope and the filters that are columns of both `leads` and `lead_counts`: site, dealership, category. */
export function keyConditions(viewer: TViewer, query: TInboxQuery, columns: TKeyColumns = leads): SQL[] {
  const conditions = [leadScope(viewer, columns)];
  if (query.site) {
    conditions.push(sql`${columns.websiteId} = (select id from websites where slug = ${query.site})`);
  }
  if (query.dealership) conditions.push(eq(columns.dealershipId, query.dealership));
  if (query.category) conditions.push(eq(columns.category, query.category));
  if (query.assigned === 'me') conditions.push(eq(columns.assignedUserId, viewer.userId));
  if (query.assigned === 'nobody') conditions.push(isNull(columns.assignedUserId));
  return conditions;
}

export type TStatusCount = { status: TLeadStatus; finished: boolean; n: number };

/**
 * Leads per status and finished-or-not for a person and filters (the status filter aside). Without a search,
 * dates or the Overdue filter, from `lead_counts` (a few hundred rows however many leads there are); else by counting the leads.
 */
export async function countInboxLeads(
  db: TDb,
  viewer: TViewer,
  query: TInboxQuery,
  filters: (SQL | undefined)[],
): Promise<TStatusCount[]> {
  if (query.q || query.from || query.to || query.overdue) {
    return db
      .select({ status: leads.status, finished: leads.formCompleted, n: count() })
      .from(leads)
      .where(and(...filters))
      .groupBy(leads.status, leads.formCompleted);
  }
  const rows = await db
    .select({
      status: leadCounts.status,
      finished: leadCounts.formCompleted,
      n: sum(leadCounts.n).mapWith(Number),
    })
    .from(leadCounts)
    .where(and(...keyConditions(viewer, query, leadCounts)))
    .groupBy(leadCounts.status, leadCounts.formCompleted);
  return rows;
}
