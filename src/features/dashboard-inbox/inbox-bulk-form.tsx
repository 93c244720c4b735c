import type { TAssignee } from '@/server/dashboard/list-lead-assignees';
import { LEAD_STATUSES } from '@/server/db/schema';
import { leadStatusLabel } from '@/domain/dashboard/lead-status-label';
import { SelectField } from '@/ui/form/select-field';

/** The bulk form's id: the table's checkboxes join it with their `form` attribute. */
export const BULK_FORM_ID = 'inbox-bulk';

const button = 'border-line bg-surface min-h-11 rounded border px-3 py-1 font-semibold';

/**
 * What to do with the leads chosen in the table: assign them (managers and admins), change their status or mark
 * them as spam. A plain form, so it works without JavaScript; the button pressed names the change.
 */
export function InboxBulkForm({
  back,
  assignees,
  canAssign,
}: {
  back: string;
  assignees: TAssignee[];
  canAssign: boolean;
}) {
  return (
    <form id={BULK_FORM_ID} method="post" action="/leads/bulk" className="mb-4">
      <fieldset className="border-line flex flex-wrap items-end gap-x-6 gap-y-3 rounded border p-3">
        <legend className="px-1 font-semibold">With the leads selected below</legend>
        <input type="hidden" name="back" value={back} />
        {canAssign && (
          <div className="flex flex-wrap items-end gap-2">
            <SelectField
              id="bulk-assignee"
              name="assignee"
              label="Assign to"
              optional={false}
              chooseOne={false}
              options={[
                { value: '', label: 'Nobody' },
                ...assignees.map((a) => ({ value: a.id, label: a.name })),
              ]}
            />
            <button type="submit" name="action" value="assign" className={button}>
              Assign
            </button>
          </div>
        )}
        <div className="flex flex-wrap items-end gap-2">
          <SelectField
            id="bulk-status"
            name="status"
            label="Status"
            optional={false}
            chooseOne={false}
            defaultValue="contacted"
            options={LEAD_STATUSES.map((s) => ({ value: s, label: leadStatusLabel(s) }))}
          />
          <button type="submit" name="action" value="status" className={button}>
            Change status
          </button>
        </div>
        <button type="submit" name="action" value="spam" className={button}>
          Mark as spam
        </button>
      </fieldset>
    </form>
  );
}
