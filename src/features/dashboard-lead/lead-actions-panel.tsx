import { MAX_NOTE_LENGTH } from '@/server/dashboard/add-lead-note';
import type { TLeadDetail } from '@/server/dashboard/load-lead-detail';
import { LEAD_STATUSES } from '@/server/db/schema';
import { leadStatusLabel } from '@/domain/dashboard/lead-status-label';

const control = 'border-line rounded border px-2 py-1';
const button = 'border-line bg-surface rounded border px-3 py-1 font-semibold';

/** The lead's writes, each a plain form posting to /leads/{id}/actions (works without JavaScript). */
export function LeadActionsPanel({ detail, canAssign }: { detail: TLeadDetail; canAssign: boolean }) {
  const { lead } = detail;
  const action = `/leads/${lead.id}/actions`;
  return (
    <section aria-labelledby="actions-heading" className="border-line flex flex-col gap-4 rounded border p-4">
      <h2 id="actions-heading" className="text-lg font-bold">
        Actions
      </h2>
      <form method="post" action={action} className="flex flex-wrap items-end gap-2">
        <input type="hidden" name="action" value="status" />
        <label className="flex flex-col gap-1 text-sm font-medium">
          Status
          <select name="status" defaultValue={lead.status} className={control}>
            {LEAD_STATUSES.map((s) => (
              <option key={s} value={s}>
                {leadStatusLabel(s)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={button}>
          Save status
        </button>
      </form>
      {lead.status !== 'spam' && (
        <form method="post" action={action}>
          <input type="hidden" name="action" value="spam" />
          <button type="submit" className={button}>
            Mark as spam
          </button>
        </form>
      )}
      {canAssign && (
        <form method="post" action={action} className="flex flex-wrap items-end gap-2">
          <input type="hidden" name="action" value="assign" />
          <label className="flex flex-col gap-1 text-sm font-medium">
            Assigned to
            <select name="assignee" defaultValue={lead.assignedUserId ?? ''} className={control}>
              <option value="">Nobody</option>
              {detail.assignees.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name} ({a.email})
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className={button}>
            Assign
          </button>
        </form>
      )}
      <form method="post" action={action} className="flex flex-col gap-2">
        <input type="hidden" name="action" value="note" />
        <label className="flex flex-col gap-1 text-sm font-medium">
          Note
          <textarea name="body" required rows={3} maxLength={MAX_NOTE_LENGTH} className={control} />
        </label>
        <button type="submit" className={`${button} self-start`}>
          Add note
        </button>
      </form>
    </section>
  );
}
