import { MAX_NOTE_LENGTH } from '@/server/dashboard/add-lead-note';
import type { TLeadDetail } from '@/server/dashboard/load-lead-detail';
import { LEAD_STATUSES } from '@/server/db/schema';
import { leadStatusLabel } from '@/domain/dashboard/lead-status-label';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';

const button = 'border-line bg-surface min-h-11 rounded border px-3 py-1 font-semibold';

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
        <SelectField
          id="lead-status-choice"
          name="status"
          label="Status"
          optional={false}
          chooseOne={false}
          defaultValue={lead.status}
          options={LEAD_STATUSES.map((s) => ({ value: s, label: leadStatusLabel(s) }))}
        />
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
          <SelectField
            id="lead-assignee"
            name="assignee"
            label="Assigned to"
            optional={false}
            chooseOne={false}
            defaultValue={lead.assignedUserId ?? ''}
            options={[
              { value: '', label: 'Nobody' },
              ...detail.assignees.map((a) => ({ value: String(a.id), label: `${a.name} (${a.email})` })),
            ]}
          />
          <button type="submit" className={button}>
            Assign
          </button>
        </form>
      )}
      <form method="post" action={action} className="flex flex-col gap-2">
        <input type="hidden" name="action" value="note" />
        <TextField
          id="lead-note"
          name="body"
          label="Note"
          required
          multiline
          rows={3}
          maxLength={MAX_NOTE_LENGTH}
        />
        <button type="submit" className={`${button} self-start`}>
          Add note
        </button>
      </form>
    </section>
  );
}
