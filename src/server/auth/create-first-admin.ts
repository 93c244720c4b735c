import { count } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { authUsers } from '@/server/db/schema';
import { createDashboardUser } from './create-dashboard-user';
import type { TDashboardAuth } from './dashboard-auth';

/**
 * `npm run setup`: the platform admin of a database without users, with the password they chose; nothing else is
 * written. Refused once anyone has an account: from then on people are added by someone signed in.
 */
export async function createFirstAdmin(
  db: TDb,
  auth: TDashboardAuth,
  input: { email: string; name: string; password: string },
): Promise<{ ok: true; email: string } | { ok: false; reason: 'users_exist'; users: number }> {
  const [row] = await db.select({ users: count() }).from(authUsers);
  if (row && row.users > 0) return { ok: false, reason: 'users_exist', users: row.users };
  const user = await createDashboardUser(db, auth, { ...input, role: 'platform_admin' });
  return { ok: true, email: user.email };
}
