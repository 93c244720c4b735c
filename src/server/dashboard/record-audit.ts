import type { TDb } from '@/server/db/client';
import { auditLog } from '@/server/db/schema';
import type { TViewer } from './viewer.types';

/** One dashboard write on record: who, what, and the record before and after (the time is the row's). */
export async function recordAudit(
  db: Pick<TDb, 'insert'>,
  viewer: TViewer,
  entry: {
    websiteId: number | null;
    leadId?: string;
    reservationId?: string;
    action: string;
    before: Record<string, unknown> | null;
    after: Record<string, unknown> | null;
  },
): Promise<void> {
  await db.insert(auditLog).values({
    userId: viewer.userId,
    userEmail: viewer.email,
    websiteId: entry.websiteId,
    leadId: entry.leadId ?? null,
    reservationId: entry.reservationId ?? null,
    action: entry.action,
    before: entry.before,
    after: entry.after,
  });
}
