import { and, eq } from 'drizzle-orm';
import type { TCustomerHandlerKind } from '@/domain/leads/customer-handler-target';
import type { TDb } from '@/server/db/client';
import { leadDeliveries, leads } from '@/server/db/schema';
import { RouteError } from '@/server/http/route-error';
import type { TSite } from '@/server/websites/site.types';
import type { TLeadMeta, TLeadTransaction } from './create-lead';
import { assertHandlerOfSite, resolveOwnership } from './lead-ownership';
import { isPartialLead, leadColumns } from './lead-columns';
import { leadDestinationsFor } from './lead-destinations-for';
import { matchesLeadSecret } from './lead-secret';
import { leadUpdateColumns } from './lead-update-columns';
import { ZLead, type TLead } from './lead-request.schema';
import { enqueueNewLeadAlerts } from '@/server/notifications/enqueue-new-lead-alerts';
import { newLeadAlertOptions } from '@/server/notifications/new-lead-alert-options';

/**
 * A multi-step form's next save of its lead (`PUT /api/leads/{id}`): only an unfinished lead of this site
 * can change (another site's or unknown: 404; finished: 409), and only with the secret its creator was
 * given (403 naming `secret` otherwise). A field this save leaves out keeps its stored
 * value and the payload is merged (leadUpdateColumns); when this save completes the lead, its outbox rows
 * are written in the same transaction: the site's own destinations, and the partner's when the save came
 * through a partner route (`handler`), the new-lead emails to its sales contacts, and the form's own rows
 * (`alongside`, a valuation request).
 */
export async function updateLead(
  db: TDb,
  site: Pick<TSite, 'id' | 'dealershipIds' | 'dealershipId' | 'leadDestinations'>,
  id: string,
  lead: TLead,
  meta: TLeadMeta,
  handler: TCustomerHandlerKind = 'server',
  alongside?: (tx: TLeadTransaction, leadId: string) => Promise<void>,
): Promise<{ id: string; spam: boolean }> {
  if (lead.website) return { id, spam: true };
  assertHandlerOfSite(site, handler);
  const now = meta.now ?? new Date();
  const ownership = await resolveOwnership(db, site, lead);
  await db.transaction(async (tx) => {
    const [existing] = await tx
      .select({
        formCompleted: leads.formCompleted,
        category: leads.category,
        subcategory: leads.subcategory,
        name: leads.name,
        email: leads.email,
        phone: leads.phone,
        postcode: leads.postcode,
        message: leads.message,
        payload: leads.payload,
        firstName: leads.firstName,
        middleName: leads.middleName,
        lastName: leads.lastName,
        resumeSecretHash: leads.resumeSecretHash,
      })
      .from(leads)
      .where(and(eq(leads.id, id), eq(leads.websiteId, site.id)))
      .for('update')
      .limit(1);
    if (!existing) throw new RouteError(404, 'No such lead on this site.', 'id');
    if (existing.formCompleted) throw new RouteError(409, 'This enquiry has already been sent.', 'id');
    if (!matchesLeadSecret(meta.secret, existing.resumeSecretHash)) {
      throw new RouteError(
        403,
        'secret: Only the browser that started this enquiry can change it.',
        'secret',
      );
    }
    if (!isPartialLead(lead)) checkCompletedLead(existing, lead);
    const columns = leadUpdateColumns(lead, leadColumns(lead, { ...meta, now }), existing);
    await tx
      .update(leads)
      .set({
        ...columns,
        ...(lead.car_id !== undefined || lead.dealership_slug || lead.preferredDealership ? ownership : {}),
        ...(!isPartialLead(lead) && { resumeSecretHash: null }),
      })
      .where(eq(leads.id, id));
    if (!isPartialLead(lead)) {
      const destinations = leadDestinationsFor(site.leadDestinations, handler);
      if (destinations.length > 0) {
        await tx
          .insert(leadDeliveries)
          .values(
            destinations.map((d) => ({ leadId: id, destination: d.name, kind: d.kind, nextAttemptAt: now })),
          )
          .onConflictDoNothing();
      }
      await enqueueNewLeadAlerts(tx, id, newLeadAlertOptions());
      await alongside?.(tx, id);
    }
  });
  return { id, spam: false };
}

type TStoredLead = {
  category: string;
  subcategory: string | null;
  name: string | null;
  email: string | null;
  phone: string | null;
  postcode: string | null;
  message: string | null;
  payload: Record<string, unknown>;
};

/**
 * The save that completes a lead: the lead as stored with this save's fields over it must be a complete
 * lead (a name, an email or phone, its form's own checks), else 400 naming the field. So the last step of a
 * multi-step form need not send the name and contact an earlier step stored.
 */
function checkCompletedLead(stored: TStoredLead, lead: TLead): void {
  const storedFields = Object.fromEntries(
    Object.entries({
      category: stored.category,
      subcategory: stored.subcategory,
      name: stored.name,
      email: stored.email,
      phone: stored.phone,
      postcode: stored.postcode,
      message: stored.message,
    }).filter(([, value]) => value !== null),
  );
  const sent = Object.fromEntries(Object.entries(lead).filter(([, value]) => value !== undefined));
  const parsed = ZLead.safeParse({ ...stored.payload, ...storedFields, ...sent });
  if (parsed.success) return;
  const issue = parsed.error.issues[0]!;
  const field = `lead.${issue.path.map(String).join('.') || 'name'}`;
  throw new RouteError(400, `${field}: ${issue.message}`, field);
}
