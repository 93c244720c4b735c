import Link from 'next/link';
import { notFound } from 'next/navigation';
import { formatDateTime } from '@/domain/dashboard/format-date-time';
import { mayManagePeople } from '@/domain/people/people-scope';
import { getViewer } from '@/server/dashboard/get-viewer';
import { getDb } from '@/server/db/db';
import { listPendingInvitations } from '@/server/people/list-pending-invitations';
import { listPeopleInScope } from '@/server/people/people-in-scope';
import { OutcomeNotices } from '@/ui/layout/outcome-notices';
import { DataTable } from '@/ui/table/data-table';
import { membershipLabel } from './membership-label';

type TProps = { searchParams: Record<string, string | string[] | undefined> };

const DONE: Record<string, string> = {
  invited: 'Invitation sent. It is listed below until it is accepted.',
  withdrawn: 'Invitation withdrawn: its link no longer works.',
};

/** The zone a person's times are read in: their first site's, else Sydney (a platform admin's). */
const zoneOf = (p: { memberships: { timeZone: string | null }[] }) =>
  p.memberships.find((m) => m.timeZone)?.timeZone ?? 'Australia/Sydney';

/** /people: the people of the viewer's scope, their roles, state and last sign-in, and pending invitations. */
export async function PeoplePage({ searchParams }: TProps) {
  const viewer = await getViewer();
  if (!mayManagePeople(viewer.memberships)) notFound();
  const db = await getDb();
  const [people, invitations] = await Promise.all([
    listPeopleInScope(db, viewer),
    listPendingInvitations(db, viewer),
  ]);
  const now = new Date();
  const done = typeof searchParams.done === 'string' ? DONE[searchParams.done] : undefined;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">People</h1>
        <Link
          href="/people/invite"
          className="bg-primary text-primary-contrast inline-flex min-h-11 items-center rounded px-4 py-2 font-semibold"
        >
          Invite someone
        </Link>
      </div>
      <OutcomeNotices done={done} />
      <DataTable caption="People, by name" columns={['Name', 'Email', 'Roles', 'State', 'Last sign-in']}>
        {people.map((p) => (
          <tr key={p.userId} className="border-line border-b">
            <td className="px-2 py-2">
              <Link href={`/people/${encodeURIComponent(p.userId)}`} className="text-primary underline">
                {p.name}
              </Link>
            </td>
            <td className="px-2 py-2">{p.email}</td>
            <td className="px-2 py-2">{p.memberships.map(membershipLabel).join('; ') || 'No role'}</td>
            <td className="px-2 py-2">{p.deactivated ? 'Deactivated' : 'Active'}</td>
            <td className="px-2 py-2">
              {p.lastSignInAt ? formatDateTime(p.lastSignInAt, zoneOf(p)) : 'Never'}
            </td>
          </tr>
        ))}
      </DataTable>
      <h2 className="text-xl font-bold">Pending invitations</h2>
      {invitations.length === 0 ? (
        <p>No invitation is waiting to be accepted.</p>
      ) : (
        <DataTable caption="Pending invitations" columns={['Email', 'Name', 'Role', 'Link', '']}>
          {invitations.map((i) => (
            <tr key={i.id} className="border-line border-b">
              <td className="px-2 py-2">{i.email}</td>
              <td className="px-2 py-2">{i.name}</td>
              <td className="px-2 py-2">{membershipLabel(i)}</td>
              <td className="px-2 py-2">
                {i.expiresAt > now
                  ? `Works until ${formatDateTime(i.expiresAt, i.timeZone)}`
                  : 'Expired: the invitee can ask for a new link from it'}
              </td>
              <td className="px-2 py-2">
                <form method="post" action={`/people/invitations/${i.id}/withdraw`}>
                  <button
                    type="submit"
                    className="border-line min-h-11 rounded border px-3 py-1"
                    aria-label={`Withdraw the invitation of ${i.email}`}
                  >
                    Withdraw
                  </button>
                </form>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
    </div>
  );
}
