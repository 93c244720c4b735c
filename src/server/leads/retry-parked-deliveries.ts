import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { leadDeliveries, leads } from '@/server/db/schema';

/**
 * An operator's retry: the site's parked deliveries (all, or the given ids) go back to pending with a
 * fresh schedule of attempts; their earlier attempts stay on record. A de-identified lead's deliveries stay
 * parked: there is no one left in it to send. Returns how many were requeued.
 */
export async function retryParkedDeliveries(db: TDb, websiteId: number, ids?: number[]): Promise<number> {
  const conditions: SQL[] = [
    eq(leadDeliveries.status, 'parked'),
    eq(leads.websiteId, websiteId),
    isNull(leads.deidentifiedAt),
  ];
  if (ids) conditions.push(inArray(leadDeliveries.id, ids.length > 0 ? ids : [-1]));
  const parked = await db
    .select({ id: leadDeliveries.id })
    .from(leadDeliveries)
    .innerJoin(leads, eq(leads.id, leadDeliveries.leadId))
    .where(and(...conditions));
  if (parked.length === 0) return 0;
  await db
    .update(leadDeliveries)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: new Date() })
    .where(
      inArray(
        leadDeliveries.id,
        parked.map((p) => p.id),
      ),
    );
  return parked.length;
}
