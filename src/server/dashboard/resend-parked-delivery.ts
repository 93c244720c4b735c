import { and, eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { leadDeliveries } from '@/server/db/schema';
import { DashboardError } from './dashboard-error';
import { findLeadInScope } from './find-lead-in-scope';
import { recordAudit } from './record-audit';
import type { TViewer } from './viewer.types';

/**
 * Puts one parked delivery of a lead back in the outbox with a fresh schedule of attempts (audited); its
 * earlier attempts stay on record. A de-identified lead has nothing left to send.
 */
export async function resendParkedDelivery(db: TDb, viewer: TViewer, leadId: string, deliveryId: number) {
  const lead = await findLeadInScope(db, viewer, leadId);
  if (!lead) throw new DashboardError('not_found');
  if (lead.deidentifiedAt) throw new DashboardError('deidentified');
  const [delivery] = await db
    .select()
    .from(leadDeliveries)
    .where(and(eq(leadDeliveries.id, deliveryId), eq(leadDeliveries.leadId, lead.id)));
  if (!delivery) throw new DashboardError('not_found');
  if (delivery.status !== 'parked') throw new DashboardError('not_parked');
  await db.transaction(async (tx) => {
    await tx
      .update(leadDeliveries)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date() })
      .where(eq(leadDeliveries.id, delivery.id));
    await recordAudit(tx, viewer, {
      websiteId: lead.websiteId,
      leadId: lead.id,
      action: 'lead.delivery_resent',
      before: {
        deliveryId: delivery.id,
        destination: delivery.destination,
        status: 'parked',
        attempts: delivery.attempts,
      },
      after: { deliveryId: delivery.id, destination: delivery.destination, status: 'pending', attempts: 0 },
    });
  });
}
