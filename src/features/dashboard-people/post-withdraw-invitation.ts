import { z } from 'zod';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';
import { withDashboardWrite } from '@/server/http/with-dashboard-write';
import { withdrawInvitation } from '@/server/people/withdraw-invitation';

/** The withdraw button posts nothing but itself (the invitation is in the path). */
const ZWithdraw = z.object({});

/** POST /people/invitations/{id}/withdraw: the invitation's link stops working and says it was withdrawn. */
export const postWithdrawInvitation = withDashboardWrite<typeof ZWithdraw, { id: string }>(
  { schema: ZWithdraw, back: () => '/people' },
  async ({ viewer, params }) => {
    await withdrawInvitation(await getDb(), viewer, Number(params.id) || 0);
    return seeOther('/people?done=withdrawn');
  },
);
