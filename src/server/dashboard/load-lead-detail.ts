import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import {
  auditLog,
  authUsers,
  cars,
  dealerships,
  deliveryAttempts,
  leadDeliveries,
  leadNotes,
  leads,
  valuations,
  websites,
} from '@/server/db/schema';
import { canonicalHostColumn } from '@/server/websites/canonical-host-column';
import { listLeadAssignees } from './list-lead-assignees';
import { loadAuditNames } from './load-audit-names';

type TLeadRow = typeof leads.$inferSelect;

/** Everything the lead page shows of a lead already found in the person's scope (findLeadInScope). */
export async function loadLeadDetail(db: TDb, lead: TLeadRow) {
  const [[site], [dealership], car, trades, deliveries, notes, audit, assignees, [assignee]] =
    await Promise.all([
      db
        .select({
          id: websites.id,
          slug: websites.slug,
          name: websites.name,
          timeZone: websites.timezone,
          country: websites.country,
          canonicalHost: canonicalHostColumn(),
        })
        .from(websites)
        .where(eq(websites.id, lead.websiteId)),
      lead.dealershipId === null
        ? [undefined]
        : db
            .select({ name: dealerships.name })
            .from(dealerships)
            .where(eq(dealerships.id, lead.dealershipId)),
      lead.carId === null
        ? null
        : db
            .select({
              slug: cars.slug,
              name: cars.name,
              stocknum: cars.stocknum,
              price: cars.price,
              primaryImageUrl: cars.primaryImageUrl,
            })
            .from(cars)
            .where(eq(cars.id, lead.carId))
            .then((rows) => rows[0] ?? null),
      db.select().from(valuations).where(eq(valuations.leadId, lead.id)).orderBy(asc(valuations.createdAt)),
      db
        .select()
        .from(leadDeliveries)
        .where(eq(leadDeliveries.leadId, lead.id))
        .orderBy(asc(leadDeliveries.id)),
      db
        .select({
          id: leadNotes.id,
          body: leadNotes.body,
          createdAt: leadNotes.createdAt,
          author: authUsers.name,
        })
        .from(leadNotes)
        .leftJoin(authUsers, eq(authUsers.id, leadNotes.userId))
        .where(eq(leadNotes.leadId, lead.id))
        .orderBy(asc(leadNotes.createdAt), asc(leadNotes.id)),
      db
        .select()
        .from(auditLog)
        .where(eq(auditLog.leadId, lead.id))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id)),
      listLeadAssignees(db, lead),
      lead.assignedUserId === null
        ? [undefined]
        : db.select({ name: authUsers.name }).from(authUsers).where(eq(authUsers.id, lead.assignedUserId)),
    ]);
  const auditNames = await loadAuditNames(db, audit);
  const attempts = deliveries.length
    ? await db
        .select()
        .from(deliveryAttempts)
        .where(
          inArray(
            deliveryAttempts.deliveryId,
            deliveries.map((d) => d.id),
          ),
        )
        .orderBy(asc(deliveryAttempts.attemptedAt))
    : [];
  return {
    lead,
    site: site!,
    dealershipName: dealership?.name ?? null,
    car,
    trades,
    deliveries: deliveries.map((d) => ({ ...d, attemptLog: attempts.filter((a) => a.deliveryId === d.id) })),
    notes,
    audit,
    auditNames,
    assignees,
    assigneeName: assignee?.name ?? null,
  };
}

export type TLeadDetail = Awaited<ReturnType<typeof loadLeadDetail>>;
