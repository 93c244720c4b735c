import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { mayManagePeople } from '@/domain/people/people-scope';
import { DRAFT_COOKIE, readDraft } from '@/server/dashboard/form-draft';
import { getViewer } from '@/server/dashboard/get-viewer';
import { getDb } from '@/server/db/db';
import { listGrantChoices } from '@/server/people/list-grant-choices';
import { DRAFT_SUMMARY, draftField } from '@/ui/form/draft-field';
import { ErrorSummary } from '@/ui/form/error-summary';
import { draftErrors } from '@/ui/form/form-errors';
import { lostDraftMessage } from '@/ui/form/lost-draft';
import { TextField } from '@/ui/form/text-field';
import { OutcomeNotices } from '@/ui/layout/outcome-notices';
import { BackLink } from '@/ui/navigation/back-link';
import { GrantFields } from './grant-fields';
import { INVITE_FORM, INVITE_LABELS, ZInvite } from './invite.schema';
import { FIELD_REFUSALS } from './people-errors';

type TProps = { searchParams: Record<string, string | string[] | undefined> };

/** /people/invite: email, name and role of a new person; the invitation link is emailed to them. */
export async function InvitePage({ searchParams }: TProps) {
  const viewer = await getViewer();
  if (!mayManagePeople(viewer.memberships)) notFound();
  const choices = await listGrantChoices(await getDb(), viewer);
  const draft = readDraft((await cookies()).get(DRAFT_COOKIE)?.value, searchParams.draft, INVITE_FORM);
  const refusal = typeof searchParams.refused === 'string' ? FIELD_REFUSALS[searchParams.refused] : undefined;
  const errors = {
    ...draftErrors(ZInvite, draft),
    ...(draft && refusal ? { [refusal.field]: refusal.message } : {}),
  };
  const f = { values: draft ?? {}, errors };
  return (
    <div className="flex max-w-xl flex-col gap-6">
      <BackLink href="/people">Back to People</BackLink>
      <h1 className="text-2xl font-bold">Invite someone</h1>
      <p>
        They get an email with a link to choose their password. The link works once, for 72 hours; until then
        the invitation is listed on People, where it can be withdrawn.
      </p>
      <OutcomeNotices error={lostDraftMessage(searchParams.draft, draft)} />
      <h2 className="text-xl font-bold">Who to invite</h2>
      <ErrorSummary
        errors={errors}
        labelOf={(name) => INVITE_LABELS[name]}
        {...DRAFT_SUMMARY}
        footer="Nothing was sent."
      />
      <form method="post" action="/people/invitations" noValidate className="flex flex-col gap-4">
        <TextField
          {...draftField(f, 'email', INVITE_LABELS.email!)}
          type="email"
          autoComplete="off"
          maxLength={320}
        />
        <TextField {...draftField(f, 'name', INVITE_LABELS.name!)} maxLength={200} />
        <GrantFields f={f} choices={choices} />
        <p>
          <button
            type="submit"
            className="bg-primary text-primary-contrast min-h-11 rounded px-4 py-2 font-semibold"
          >
            Send invitation
          </button>
        </p>
      </form>
    </div>
  );
}
