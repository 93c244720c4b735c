import { env } from '@/env';
import { getDashboardAuth } from '@/server/auth/dashboard-auth';
import { clearDraftCookie } from '@/server/dashboard/form-draft';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { withDashboardWrite } from '@/server/http/with-dashboard-write';
import { addPersonRole, removePersonRole } from '@/server/people/change-person-roles';
import { deactivatePerson, reactivatePerson } from '@/server/people/deactivate-person';
import { resetPersonPassword } from '@/server/people/reset-person-password';
import { grantOf } from './grant.schema';
import { personForm, ZPersonAction, type TPersonAction } from './person-action.schema';

type TParams = { id: string };
const pagePath = ({ id }: TParams) => `/people/${encodeURIComponent(id)}`;

/** Runs one action; answers the query the page is shown with (`done=…` or `error=…`). */
async function run(viewer: TViewer, userId: string, input: TPersonAction, headers: Headers): Promise<string> {
  const db = await getDb();
  switch (input.action) {
    case 'add_role': {
      const result = await addPersonRole(db, viewer, userId, grantOf(input));
      return result === 'added' ? 'done=role_added' : 'error=duplicate';
    }
    case 'remove_role': {
      const result = await removePersonRole(db, viewer, userId, input.membership);
      return result === 'removed' ? 'done=role_removed' : 'error=last_role';
    }
    case 'deactivate':
      await deactivatePerson(db, viewer, userId);
      return 'done=deactivated';
    case 'reactivate':
      await reactivatePerson(db, viewer, userId);
      return 'done=reactivated';
    case 'reset_password':
      await resetPersonPassword(db, await getDashboardAuth(), viewer, userId, headers);
      return 'done=reset_sent';
  }
}

/** POST /people/{id}/actions: one change to a person the viewer manages, then back to their page. */
export const postPersonAction = withDashboardWrite<typeof ZPersonAction, TParams>(
  { schema: ZPersonAction, back: pagePath, draft: { form: ({ id }) => personForm(id), path: '/people' } },
  async ({ viewer, input, params, request }) => {
    const query = await run(viewer, params.id, input, request.headers);
    return seeOther(`${pagePath(params)}?${query}`, [
      clearDraftCookie('/people', env.DASHBOARD_PROTOCOL === 'https'),
    ]);
  },
);
