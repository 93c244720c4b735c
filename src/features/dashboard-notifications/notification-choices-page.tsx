import { getSignedInViewer } from '@/server/dashboard/get-viewer';
import { getDb } from '@/server/db/db';
import type { TNotificationKind } from '@/server/db/schema';
import { loadNotificationChoices } from '@/server/notifications/notification-opt-outs';
import { CheckboxField } from '@/ui/form/checkbox-field';
import { OutcomeNotices } from '@/ui/layout/outcome-notices';

const CHOICES: { kind: TNotificationKind; label: string; hint: string }[] = [
  {
    kind: 'new_lead',
    label: 'New leads',
    hint: 'An email for each new lead of the categories a dealership lists you as a contact for.',
  },
  { kind: 'assigned', label: 'Leads assigned to me', hint: 'An email when someone assigns a lead to you.' },
  {
    kind: 'digest',
    label: 'Morning digest of overdue leads',
    hint: 'For managers: at 08:00 site time, the leads you manage still waiting for a first answer.',
  },
  {
    kind: 'weekly_summary',
    label: 'Weekly report',
    hint: 'For managers: on Mondays at 08:00 site time, last week’s leads, reservations and stock in figures.',
  },
];

/** /account/notifications: the emails the person gets about leads, each turned off or on again here. */
export async function NotificationChoicesPage({ saved }: { saved: boolean }) {
  const viewer = await getSignedInViewer();
  const choices = await loadNotificationChoices(await getDb(), viewer.userId);
  return (
    <div className="flex max-w-prose flex-col gap-6">
      <h1 className="text-2xl font-bold">Email notifications</h1>
      <OutcomeNotices done={saved ? 'Your email notifications were saved.' : null} />
      <form method="post" action="/account/notifications/save" className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-2 font-semibold">Email me about</legend>
          {CHOICES.map((c) => (
            <CheckboxField
              key={c.kind}
              id={`field-${c.kind}`}
              name={c.kind}
              value="1"
              label={c.label}
              hint={c.hint}
              defaultChecked={choices[c.kind]}
            />
          ))}
        </fieldset>
        <p>
          <button type="submit" className="bg-primary text-primary-contrast rounded px-4 py-2 font-medium">
            Save
          </button>
        </p>
      </form>
    </div>
  );
}
