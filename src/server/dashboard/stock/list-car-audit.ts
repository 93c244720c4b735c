import { and, desc, like, sql } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { auditLog } from '@/server/db/schema';

/** The last changes made to one car in the dashboard (edits and photos), newest first. */
export async function listCarAudit(db: TDb, carId: number, limit = 20) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      userId: auditLog.userId,
      userEmail: auditLog.userEmail,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(and(like(auditLog.action, 'car.%'), sql`(${auditLog.after}->>'carId')::int = ${carId}`))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
