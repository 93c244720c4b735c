import { and, eq } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { reservations } from '@/server/db/schema';
import { reservationScope } from './reservation-scope';
import type { TViewer } from './viewer.types';

/** The paid reservation a lead came from, when the person may see reservations (a salesperson does not). */
export async function findLeadReservation(db: TDb, viewer: TViewer, leadId: string) {
  const [row] = await db
    .select({ id: reservations.id, reference: reservations.reference, kind: reservations.kind })
    .from(reservations)
    .where(and(eq(reservations.leadId, leadId), reservationScope(viewer)))
    .limit(1);
  return row ?? null;
}
