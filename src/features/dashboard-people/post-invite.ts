import { env } from '@/env';
import { clearDraftCookie, draftCookie } from '@/server/dashboard/form-draft';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { withDashboardWrite } from '@/server/http/with-dashboard-write';
import { invitePerson } from '@/server/people/invite-person';
import { grantOf } from './grant.schema';
import { INVITE_FORM, ZInvite } from './invite.schema';

const INVITE_PATH = '/people/invite';

/**
 * POST /people/invitations: invites a person by email to one role of the viewer's scope. Refused by the schema or
 * because the address has an account (or an open invitation), back to the form with the message at the field.
 */
export const postInvite = withDashboardWrite(
  { schema: ZInvite, back: () => INVITE_PATH, draft: { form: () => INVITE_FORM, path: '/people' } },
  async ({ viewer, input }) => {
    const secure = env.DASHBOARD_PROTOCOL === 'https';
    const result = await invitePerson(await getDb(), viewer, {
      email: input.email,
      name: input.name,
      ...grantOf(input),
    });
    if (!result.ok) {
      const values = {
        email: input.email,
        name: input.name,
        role: input.role,
        site: input.site,
        dealership: input.dealership,
      };
      const { nonce, cookie } = draftCookie({ form: INVITE_FORM, values, path: '/people', secure });
      return seeOther(`${INVITE_PATH}?draft=${nonce}&refused=${result.code}`, [cookie]);
    }
    return seeOther(`/people?done=invited`, [clearDraftCookie('/people', secure)]);
  },
);
