import { and, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { leadDeliveries, leads, valuations, websites } from '@/server/db/schema';

/** Leads de-identified in one pass; the worker runs passes until one finds none. */
const BATCH = 500;

/** Why a delivery still waiting when its lead was de-identified is parked, for the operator's list. */
export const DEIDENTIFIED_BEFORE_DELIVERY =
  "The lead was de-identified at the end of the site's retention period before it was delivered.";

/**
 * De-identifies the leads kept longer than their site's retention period (APP 11.2; the privacy statement
 * names the period): the person's name, contact details, message, answers, pages and consent record are
 * removed, and the valuation request of the lead loses its name, contact details and rego. What is left (the
 * category, dealership, car, dates and delivery history) says nothing about a person. A delivery of the
 * lead still pending (its destination has been failing all this time) is parked with the reason, so no
 * destination is ever sent the emptied lead. Each lead is done once (deidentified_at); returns how many were
 * done in this pass.
 */
export async function deidentifyExpiredLeads(db: TDb, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: leads.id })
    .from(leads)
    .innerJoin(websites, eq(websites.id, leads.websiteId))
    .where(
      and(
        isNull(leads.deidentifiedAt),
        lt(
          leads.createdAt,
          sql`${now.toISOString()}::timestamptz - make_interval(days => ${websites.retentionDays})`,
        ),
      ),
    )
    .limit(BATCH);
  if (due.length === 0) return 0;
  const ids = due.map((row) => row.id);
  await db.transaction(async (tx) => {
    await tx
      .update(leads)
      .set({
        name: null,
        firstName: null,
        middleName: null,
        lastName: null,
        email: null,
        phone: null,
        postcode: null,
        message: null,
        consent: null,
        preferredDealership: null,
        url: null,
        userAgent: null,
        visitedPages: [],
        linkedQueryParams: {},
        payload: {},
        idempotencyKey: null,
        deidentifiedAt: now,
        updatedAt: now,
      })
      .where(inArray(leads.id, ids));
    await tx
      .update(valuations)
      .set({ name: null, email: null, phone: null, rego: '', request: {}, adjustmentAnswers: null })
      .where(inArray(valuations.leadId, ids));
    await tx
      .update(leadDeliveries)
      .set({ status: 'parked', lastError: DEIDENTIFIED_BEFORE_DELIVERY })
      .where(and(inArray(leadDeliveries.leadId, ids), ne(leadDeliveries.status, 'delivered')));
  });
  return ids.length;
}
