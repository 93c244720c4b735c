import type { TDashboardAuth } from '@/server/auth/dashboard-auth';
import { requestPasswordReset } from '@/server/auth/reset-password';
import { recordAudit } from '@/server/dashboard/record-audit';
import type { TViewer } from '@/server/dashboard/viewer.types';
import type { TDb } from '@/server/db/client';
import { findPersonInScope } from './people-in-scope';

/** Sends a person the viewer manages the ordinary password-reset email (their password stays until they use it). */
export async function resetPersonPassword(
  db: TDb,
  auth: TDashboardAuth,
  viewer: TViewer,
  userId: string,
  headers: Headers,
): Promise<void> {
  const { person } = await findPersonInScope(db, viewer, userId, { manage: true });
  await requestPasswordReset(auth, person.email, headers);
  await recordAudit(db, viewer, {
    websiteId: person.memberships[0]?.websiteId ?? null,
    action: 'person.password_reset_sent',
    before: { userId, email: person.email },
    after: null,
  });
}
