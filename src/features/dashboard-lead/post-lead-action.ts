import { addLeadNote } from '@/server/dashboard/add-lead-note';
import { assignLead } from '@/server/dashboard/assign-lead';
import { ZLeadAction, type TLeadAction } from '@/server/dashboard/lead-action.schema';
import { resendParkedDelivery } from '@/server/dashboard/resend-parked-delivery';
import { updateLeadStatus } from '@/server/dashboard/update-lead-status';
import { withDashboardWrite } from '@/server/http/with-dashboard-write';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { getDb } from '@/server/db/db';
import { seeOther } from '@/server/http/see-other';

async function run(viewer: TViewer, leadId: string, input: TLeadAction): Promise<string> {
  const db = await getDb();
  switch (input.action) {
    case 'status':
      await updateLeadStatus(db, viewer, leadId, input.status);
      return 'status';
    case 'spam':
      await updateLeadStatus(db, viewer, leadId, 'spam');
      return 'spam';
    case 'assign':
      await assignLead(db, viewer, leadId, input.assignee === '' ? null : input.assignee);
      return 'assigned';
    case 'note':
      await addLeadNote(db, viewer, leadId, input.body);
      return 'note';
    case 'resend':
      await resendParkedDelivery(db, viewer, leadId, input.deliveryId);
      return 'resent';
  }
}

/** POST /leads/{id}/actions: one write on a lead, then back to its page saying what was done (?done=…). */
export const postLeadAction = withDashboardWrite<typeof ZLeadAction, { id: string }>(
  { schema: ZLeadAction, back: ({ id }) => `/leads/${encodeURIComponent(id)}` },
  async ({ viewer, input, params }) => {
    const done = await run(viewer, params.id, input);
    return seeOther(`/leads/${encodeURIComponent(params.id)}?done=${done}`);
  },
);
