import { inArray } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { authUsers } from '@/server/db/schema';

type TAuditRow = {
  userId: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};

/** The people an audit log names (who did each thing, whom a lead was assigned to), by user id. */
export async function loadAuditNames(db: TDb, rows: TAuditRow[]): Promise<Record<string, string>> {
  const ids = new Set<string>();
  for (const row of rows) {
    if (row.userId) ids.add(row.userId);
    for (const side of [row.before, row.after])
      if (typeof side?.assignedUserId === 'string') ids.add(side.assignedUserId);
  }
  if (ids.size === 0) return {};
  const people = await db
    .select({ id: authUsers.id, name: authUsers.name })
    .from(authUsers)
    .where(inArray(authUsers.id, [...ids]));
  return Object.fromEntries(people.map((p) => [p.id, p.name]));
}
