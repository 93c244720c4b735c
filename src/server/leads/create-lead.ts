import { and, eq } from 'drizzle-orm';
import type { TCustomerHandlerKind } from '@/domain/leads/customer-handler-target';
import type { TDb } from '@/server/db/client';
import { leadDeliveries, leads } from '@/server/db/schema';
import { RouteError } from '@/server/http/route-error';
import type { TSite } from '@/server/websites/site.types';
import { isPartialLead, leadColumns } from './lead-columns';
import { leadDestinationsFor } from './lead-destinations-for';
import { leadFingerprint } from './lead-fingerprint';
import { assertHandlerOfSite, resolveOwnership } from './lead-ownership';
import { newLeadSecret } from './lead-secret';
import type { TLead } from './lead-request.schema';
import { updateLead } from './update-lead';
import { logger } from '@/server/log/logger';
import { enqueueNewLeadAlerts } from '@/server/notifications/enqueue-new-lead-alerts';
import { newLeadAlertOptions } from '@/server/notifications/new-lead-alert-options';
import { appMetrics } from '@/server/metrics/app-metrics';

export const IDEMPOTENCY_KEY_REUSED =
  'Idempotency-Key: this key was sent with another lead. Send a new key with each new lead.';

export type TLeadMeta = {
  userAgent: string | null;
  referer: string | null;
  now?: Date;
  /** The secret a later save of a partial lead presents (the LEAD_SECRET_HEADER). */
  secret?: string | null;
};
/** The transaction a lead is written in, for rows that must commit with it (a valuation request). */
export type TLeadTransaction = Parameters<Parameters<TDb['transaction']>[0]>[0];
/**
 * repeat: the lead was stored before under the same idempotency key, and nothing new was written (or this
 * request completed the partial lead stored under it). carSlug: the slug of the lead's car (read with its
 * ownership), for the success page's link. secret: a new partial lead's, for the browser to present later.
 */
export type TCreateLeadResult =
  | { id: string; spam: false; repeat: boolean; carSlug: string | null; secret?: string }
  | { id: null; spam: true };

/**
 * Stores a lead and, in the same transaction, one outbox row per destination, so nothing the visitor
 * was told is sent can be lost. Every lead goes to the site's own destinations; a partner route's
 * (`handler`) is also relayed to that partner (404 when the site has none). A filled spam trap stores nothing. A car or dealership must be the site's
 * own (400 naming the field). A partial lead (Incomplete) gets no outbox rows until it is completed.
 * `alongside` writes the form's own rows (a valuation request) in the same transaction, as a complete lead's
 * new-lead emails to its sales contacts are (enqueueNewLeadAlerts). A lead whose idempotency key the site has seen (a retry, a second click) is not stored again: the first one's id comes
 * back with `repeat`, and no delivery or `alongside` row is written; except that a complete lead sent
 * under the key of a partial one the site holds completes that lead (updateLead, so only with the partial
 * lead's secret in `meta`), outbox rows included, answered as a repeat. A new partial lead gets a secret
 * (only its hash is stored) that every later save must present.
 */
export async function createLead(
  db: TDb,
  site: Pick<TSite, 'id' | 'dealershipIds' | 'dealershipId' | 'leadDestinations'>,
  lead: TLead,
  meta: TLeadMeta,
  handler: TCustomerHandlerKind = 'server',
  alongside?: (tx: TLeadTransaction, leadId: string) => Promise<void>,
): Promise<TCreateLeadResult> {
  if (lead.website) {
    logger.warn({ siteId: site.id }, 'spam submission dropped');
    return { id: null, spam: true };
  }
  assertHandlerOfSite(site, handler);
  const destinations = leadDestinationsFor(site.leadDestinations, handler);
  const { carId, carSlug, dealershipId } = await resolveOwnership(db, site, lead);
  const now = meta.now ?? new Date();
  const partialSecret = isPartialLead(lead) ? newLeadSecret() : null;
  const values = {
    ...leadColumns(lead, { ...meta, now }),
    websiteId: site.id,
    carId,
    dealershipId,
    idempotencyKey: lead.idempotency_key ?? null,
    requestHash: lead.idempotency_key ? leadFingerprint(lead) : null,
    resumeSecretHash: partialSecret?.hash ?? null,
  };
  const stored = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values(values)
      .onConflictDoNothing({ target: [leads.websiteId, leads.idempotencyKey] })
      .returning({ id: leads.id });
    if (!row) {
      // Another request with this key committed first (the unique index waited for it): its lead stands.
      const [first] = await tx
        .select({ id: leads.id, formCompleted: leads.formCompleted, requestHash: leads.requestHash })
        .from(leads)
        .where(and(eq(leads.websiteId, site.id), eq(leads.idempotencyKey, values.idempotencyKey!)))
        .limit(1);
      // A complete lead under the key of a partial one finishes it (below) rather than repeating it.
      const completesPartial = !first!.formCompleted && !isPartialLead(lead);
      // Another lead under a key already used (Stripe's rule): refused, never answered with the first lead's id.
      // Leads stored before fingerprints were kept have none, and repeat as before.
      if (!completesPartial && first!.requestHash !== null && first!.requestHash !== values.requestHash) {
        throw new RouteError(422, IDEMPOTENCY_KEY_REUSED, 'Idempotency-Key');
      }
      return { id: first!.id, repeat: true, completesPartial };
    }
    if (!isPartialLead(lead) && destinations.length > 0) {
      await tx.insert(leadDeliveries).values(
        destinations.map((d) => ({
          leadId: row.id,
          destination: d.name,
          kind: d.kind,
          nextAttemptAt: now,
        })),
      );
    }
    if (!isPartialLead(lead)) await enqueueNewLeadAlerts(tx, row.id, newLeadAlertOptions());
    await alongside?.(tx, row.id);
    return { id: row.id, repeat: false, completesPartial: false };
  });
  if (stored.completesPartial) {
    // The client finished, under the key it started with, the form whose partial lead is stored: complete
    // it as PUT /api/leads/{id} would, so the lead is not lost as a "repeat" of its own unfinished start.
    // Either way the answer is a repeat's (200): a concurrent request with this key may have completed it first.
    const completed = await updateLead(db, site, stored.id, lead, meta, handler, alongside).then(
      () => true,
      (error) => {
        if (error instanceof RouteError && error.status === 409) return false;
        throw error;
      },
    );
    // A retry of the completing request is a repeat of the lead it completed, not of the partial one's first save.
    if (completed) {
      await db.update(leads).set({ requestHash: values.requestHash }).where(eq(leads.id, stored.id));
    }
    return { id: stored.id, repeat: true, spam: false, carSlug };
  }
  if (!stored.repeat) appMetrics().leadsCreated.inc();
  const secret = !stored.repeat && partialSecret ? { secret: partialSecret.secret } : {};
  return { id: stored.id, repeat: stored.repeat, spam: false, carSlug, ...secret };
}
