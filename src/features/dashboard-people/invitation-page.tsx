import { cookies } from 'next/headers';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { invitationState } from '@/domain/people/invitation-state';
import { DRAFT_COOKIE, readDraft } from '@/server/dashboard/form-draft';
import { getDb } from '@/server/db/db';
import { findInvitationByToken } from '@/server/people/find-invitation';
import { grantText } from '@/server/people/grant';
import { DRAFT_SUMMARY, draftField } from '@/ui/form/draft-field';
import { ErrorSummary } from '@/ui/form/error-summary';
import { draftErrors } from '@/ui/form/form-errors';
import { TextField } from '@/ui/form/text-field';
import { OutcomeNotices } from '@/ui/layout/outcome-notices';
import { ACCEPT_FORM, ACCEPT_LABELS, ZAccept } from './accept.schema';

type TProps = { token: string; searchParams: Record<string, string | string[] | undefined> };

const ERRORS: Record<string, string> = {
  rate: 'Too many tries from here: wait a minute and try again.',
  too_soon: 'A new link was sent less than a minute ago: look for it in your email.',
  has_account: 'This address already has an account: sign in instead.',
};

const SENT: Record<string, string> = {
  sent: 'A new link is on its way: open the newest email. It works once, for 72 hours.',
  reset_sent: 'A link to choose a new password is on its way to your email.',
};

function Shell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <main id="main" className="mx-auto flex max-w-md flex-col gap-6 px-4 py-12">
      <h1 className="text-2xl font-bold">{title}</h1>
      {children}
    </main>
  );
}

function NewLinkButton({ token }: { token: string }) {
  return (
    <form method="post" action="/invitation/resend">
      <input type="hidden" name="token" value={token} />
      <button
        type="submit"
        className="bg-primary text-primary-contrast min-h-11 rounded px-4 py-2 font-semibold"
      >
        Send a new link
      </button>
    </form>
  );
}

/** Accepting a password, from the form's draft (`passwordError` stands for the password, which is never kept). */
function acceptErrors(draft: Record<string, string> | null): Record<string, string> {
  if (!draft) return {};
  const { passwordError, ...rest } = draft;
  const errors = draftErrors(ZAccept.omit({ password: true }), rest);
  return passwordError ? { ...errors, password: passwordError } : errors;
}

/** /invitation/{token}: the emailed link. Open, the invitee chooses a name and password; else it says why not. */
export async function InvitationPage({ token, searchParams }: TProps) {
  const db = await getDb();
  const invitation = await findInvitationByToken(db, token);
  const sent = typeof searchParams.sent === 'string' ? SENT[searchParams.sent] : undefined;
  const error = typeof searchParams.error === 'string' ? ERRORS[searchParams.error] : undefined;
  const notices = <OutcomeNotices done={sent} error={error} />;
  if (!invitation)
    return (
      <Shell title={sent ? 'Look for the new link' : 'This invitation link does not work'}>
        {notices}
        {!sent && (
          <p>
            It may have been replaced by a newer link: open the newest invitation email, or ask whoever
            invited you to send another.
          </p>
        )}
      </Shell>
    );
  const state = invitationState(invitation, new Date());
  if (state === 'withdrawn')
    return (
      <Shell title="This invitation was withdrawn">
        <p>Ask whoever invited you if you still need access.</p>
      </Shell>
    );
  if (state === 'used')
    return (
      <Shell title="This invitation has already been used">
        {notices}
        <p>
          Its account exists:{' '}
          <Link href="/sign-in" className="text-primary underline">
            sign in
          </Link>{' '}
          with the password chosen then, or ask for a new link to choose a new password.
        </p>
        <NewLinkButton token={token} />
      </Shell>
    );
  if (state === 'expired')
    return (
      <Shell title="This invitation has expired">
        {notices}
        <p>Invitation links work for 72 hours. A new link goes to {invitation.email}, for the same role.</p>
        <NewLinkButton token={token} />
      </Shell>
    );
  const draft = readDraft((await cookies()).get(DRAFT_COOKIE)?.value, searchParams.draft, ACCEPT_FORM);
  const errors = acceptErrors(draft);
  const f = { values: draft ?? { name: invitation.name }, errors };
  return (
    <Shell title="Accept your invitation">
      {notices}
      <p>
        You are invited to the Forecourt dashboard as {await grantText(db, invitation)}, signing in as{' '}
        <strong>{invitation.email}</strong>.
      </p>
      <h2 className="text-xl font-bold">Your name and password</h2>
      <ErrorSummary
        errors={errors}
        labelOf={(name) => ACCEPT_LABELS[name]}
        {...DRAFT_SUMMARY}
        footer="Nothing was saved."
      />
      <form method="post" action="/invitation/accept" noValidate className="flex flex-col gap-4">
        <input type="hidden" name="token" value={token} />
        <TextField {...draftField(f, 'name', ACCEPT_LABELS.name!)} autoComplete="name" maxLength={200} />
        <TextField
          {...draftField(f, 'password', ACCEPT_LABELS.password!)}
          defaultValue=""
          type="password"
          autoComplete="new-password"
        />
        <p>
          <button
            type="submit"
            className="bg-primary text-primary-contrast min-h-11 rounded px-4 py-2 font-semibold"
          >
            Accept invitation
          </button>
        </p>
      </form>
    </Shell>
  );
}
