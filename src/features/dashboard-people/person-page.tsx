import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { formatDateTime } from '@/domain/dashboard/format-date-time';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { DRAFT_COOKIE, readDraft } from '@/server/dashboard/form-draft';
import { getViewer } from '@/server/dashboard/get-viewer';
import { getDb } from '@/server/db/db';
import { listSignInEvents } from '@/server/people/load-people';
import { listGrantChoices } from '@/server/people/list-grant-choices';
import { findPersonInScope } from '@/server/people/people-in-scope';
import { DRAFT_SUMMARY } from '@/ui/form/draft-field';
import { ErrorSummary } from '@/ui/form/error-summary';
import { draftErrors } from '@/ui/form/form-errors';
import { lostDraftMessage } from '@/ui/form/lost-draft';
import { OutcomeNotices } from '@/ui/layout/outcome-notices';
import { BackLink } from '@/ui/navigation/back-link';
import { DataTable } from '@/ui/table/data-table';
import { GrantFields } from './grant-fields';
import { membershipLabel } from './membership-label';
import { peopleErrorMessage } from './people-errors';
import { PERSON_LABELS, personForm, ZPersonAction } from './person-action.schema';

type TProps = { id: string; searchParams: Record<string, string | string[] | undefined> };

const DONE: Record<string, string> = {
  role_added: 'Role added.',
  role_removed: 'Role removed.',
  deactivated:
    'Deactivated: signed out everywhere, their open leads are unassigned, and they cannot sign in.',
  reactivated: 'Reactivated: they can sign in again.',
  reset_sent:
    'A password reset email is on its way to them. Their password works until they choose a new one.',
};

const buttonClass = 'border-line min-h-11 rounded border px-3 py-1';

async function personInScope(id: string) {
  try {
    return (await findPersonInScope(await getDb(), await getViewer(), id)).person;
  } catch (error) {
    if (error instanceof DashboardError) notFound();
    throw error;
  }
}

/** One form posting an action without fields of its own. */
function ActionButton({ id, action, children }: { id: string; action: string; children: string }) {
  return (
    <form method="post" action={`/people/${encodeURIComponent(id)}/actions`}>
      <input type="hidden" name="action" value={action} />
      <button type="submit" className={buttonClass}>
        {children}
      </button>
    </form>
  );
}

/** /people/{id}: a person's roles (changed within the viewer's scope), state, password reset and last sign-ins. */
export async function PersonPage({ id, searchParams }: TProps) {
  const person = await personInScope(id);
  const db = await getDb();
  const [events, choices] = await Promise.all([
    listSignInEvents(db, person.userId),
    listGrantChoices(db, await getViewer()),
  ]);
  const zone = person.memberships.find((m) => m.timeZone)?.timeZone ?? 'Australia/Sydney';
  const draft = readDraft(
    (await cookies()).get(DRAFT_COOKIE)?.value,
    searchParams.draft,
    personForm(person.userId),
  );
  const errors = draftErrors(ZPersonAction, draft);
  const f = { values: draft ?? {}, errors };
  const done = typeof searchParams.done === 'string' ? DONE[searchParams.done] : undefined;
  const actions = `/people/${encodeURIComponent(person.userId)}/actions`;
  return (
    <div className="flex flex-col gap-6">
      <BackLink href="/people">Back to People</BackLink>
      <div>
        <h1 className="text-2xl font-bold">{person.name}</h1>
        <p>
          {person.email} · {person.deactivated ? 'Deactivated' : 'Active'}
        </p>
      </div>
      <OutcomeNotices
        done={done}
        error={peopleErrorMessage(searchParams.error) ?? lostDraftMessage(searchParams.draft, draft)}
      />
      {!person.manageable && (
        <p>
          You may see this person but not change them: they hold a role outside what you manage, or they are
          you.
        </p>
      )}
      <section aria-labelledby="roles-heading" className="flex flex-col gap-3">
        <h2 id="roles-heading" className="text-xl font-bold">
          Roles
        </h2>
        <ul className="flex flex-col gap-2">
          {person.memberships.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center gap-3">
              <span>{membershipLabel(m)}</span>
              {person.manageable && person.memberships.length > 1 && (
                <form method="post" action={actions}>
                  <input type="hidden" name="action" value="remove_role" />
                  <input type="hidden" name="membership" value={m.id} />
                  <button
                    type="submit"
                    className={buttonClass}
                    aria-label={`Remove the role ${membershipLabel(m)}`}
                  >
                    Remove
                  </button>
                </form>
              )}
            </li>
          ))}
        </ul>
        {person.manageable && (
          <>
            <ErrorSummary errors={errors} labelOf={(name) => PERSON_LABELS[name]} {...DRAFT_SUMMARY} />
            <form
              method="post"
              action={actions}
              noValidate
              className="border-line flex max-w-xl flex-col gap-4 rounded border p-3"
            >
              <input type="hidden" name="action" value="add_role" />
              <GrantFields f={f} choices={choices} />
              <p>
                <button
                  type="submit"
                  className="bg-primary text-primary-contrast min-h-11 rounded px-4 py-2 font-semibold"
                >
                  Add role
                </button>
              </p>
            </form>
          </>
        )}
      </section>
      {person.manageable && (
        <section aria-labelledby="access-heading" className="flex flex-col gap-3">
          <h2 id="access-heading" className="text-xl font-bold">
            Access
          </h2>
          <div className="flex flex-wrap gap-3">
            {person.deactivated ? (
              <ActionButton id={person.userId} action="reactivate">
                Reactivate
              </ActionButton>
            ) : (
              <>
                <ActionButton id={person.userId} action="reset_password">
                  Send a password reset email
                </ActionButton>
                <ActionButton id={person.userId} action="deactivate">
                  Deactivate
                </ActionButton>
              </>
            )}
          </div>
          {!person.deactivated && (
            <p className="text-ink-muted text-sm">
              Deactivating signs them out everywhere, hands their open leads back to unassigned and stops them
              signing in.
            </p>
          )}
        </section>
      )}
      <section aria-labelledby="sign-ins-heading" className="flex flex-col gap-3">
        <h2 id="sign-ins-heading" className="text-xl font-bold">
          Last sign-ins
        </h2>
        {events.length === 0 ? (
          <p>No sign-in yet.</p>
        ) : (
          <DataTable
            caption={`The last ${events.length} sign-ins, newest first`}
            columns={[`Time (${zone})`, 'Client address']}
          >
            {events.map((e, i) => (
              <tr key={i} className="border-line border-b">
                <td className="px-2 py-2">{formatDateTime(e.signedInAt, zone)}</td>
                <td className="px-2 py-2">{e.clientAddress ?? 'Unknown'}</td>
              </tr>
            ))}
          </DataTable>
        )}
      </section>
    </div>
  );
}
