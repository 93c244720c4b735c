import { and, desc, eq, like } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { auditLog, authUsers } from '@/server/db/schema';

/** The latest settings changes of a site (audit entries `settings.*`): who, what and when, newest first. */
export function listSettingsChanges(db: TDb, websiteId: number, limit = 10) {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      userEmail: auditLog.userEmail,
      userName: authUsers.name,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(authUsers, eq(authUsers.id, auditLog.userId))
    .where(and(eq(auditLog.websiteId, websiteId), like(auditLog.action, 'settings.%')))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
