import { and, eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { leadDeliveries, leads } from '@/server/db/schema';
import { RouteError } from '@/server/http/route-error';
import type { TSite } from '@/server/websites/site.types';
import { resolveOwnership, type TLeadMeta } from './create-lead';
import { isPartialLead, leadColumns } from './lead-columns';
import { leadDestinationsFor } from './lead-destinations-for';
import { leadUpdateColumns } from './lead-update-columns';
import type { TLead } from './lead-request.schema';

/**
 * A multi-step form's next save of its lead (`PUT /api/leads/{id}`): only an unfinished lead of this site
 * can change (another site's or unknown: 404; finished: 409). A field this save leaves out keeps its stored
 * value and the payload is merged (leadUpdateColumns); when this save completes the lead, its outbox rows
 * are written in the same transaction.
 */
export async function updateLead(
  db: TDb,
  site: Pick<TSite, 'id' | 'dealershipIds' | 'dealershipId' | 'leadDestinations'>,
  id: string,
  lead: TLead,
  meta: TLeadMeta,
): Promise<{ id: string; spam: boolean }> {
  if (lead.website) return { id, spam: true };
  const now = meta.now ?? new Date();
  const ownership = await resolveOwnership(db, site, lead);
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({
        formCompleted: leads.formCompleted,
        payload: leads.payload,
        firstName: leads.firstName,
        middleName: leads.middleName,
        lastName: leads.lastName,
      })
      .from(leads)
      .where(and(eq(leads.id, id), eq(leads.websiteId, site.id)))
      .for('update')
      .limit(1);
    if (!existing) throw new RouteError(404, 'No such lead on this site.', 'id');
    if (existing.formCompleted) throw new RouteError(409, 'This enquiry has already been sent.', 'id');
    const columns = leadUpdateColumns(lead, leadColumns(lead, { ...meta, now }), existing);
    await tx
      .update(leads)
      .set({
        ...columns,
        ...(lead.car_id !== undefined || lead.dealership_slug ? ownership : {}),
      })
      .where(eq(leads.id, id));
    if (!isPartialLead(lead)) {
      const destinations = leadDestinationsFor(site.leadDestinations, 'server');
      if (destinations.length > 0) {
        await tx
          .insert(leadDeliveries)
          .values(
            destinations.map((d) => ({ leadId: id, destination: d.name, kind: d.kind, nextAttemptAt: now })),
          )
          .onConflictDoNothing();
      }
    }
  });
  return { id, spam: false };
}
