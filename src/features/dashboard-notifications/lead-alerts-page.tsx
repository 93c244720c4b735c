import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { LEAD_CATEGORIES } from '@/domain/leads/lead-categories';
import { alertFieldOf, ZLeadAlertContactsForm } from '@/domain/notifications/lead-alert-contacts.schema';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { DRAFT_COOKIE, readDraft } from '@/server/dashboard/form-draft';
import { getViewer } from '@/server/dashboard/get-viewer';
import { getDb } from '@/server/db/db';
import { loadLeadAlertContacts } from '@/server/notifications/lead-alert-contacts-store';
import { findSiteDealership } from '@/server/onboarding/site-dealerships';
import { DRAFT_SUMMARY, draftField } from '@/ui/form/draft-field';
import { ErrorSummary } from '@/ui/form/error-summary';
import { draftErrors } from '@/ui/form/form-errors';
import { lostDraftMessage } from '@/ui/form/lost-draft';
import { TextField } from '@/ui/form/text-field';
import { OutcomeNotices } from '@/ui/layout/outcome-notices';
import { BackLink } from '@/ui/navigation/back-link';
import { dealershipsPath } from '@/features/dashboard-sites/dealership-labels';
import { leadAlertsForm, leadAlertsPath } from './lead-alerts-labels';

type TProps = { slug: string; id: string; searchParams: Record<string, string | string[] | undefined> };

const LABELS: Record<string, string> = Object.fromEntries(LEAD_CATEGORIES.map((c) => [alertFieldOf(c), c]));

async function load(slug: string, id: string) {
  const db = await getDb();
  try {
    return await findSiteDealership(db, await getViewer(), slug, Number(id));
  } catch (error) {
    if (error instanceof DashboardError) notFound();
    throw error;
  }
}

/**
 * Who is emailed (or texted) each category's new leads at one dealership: a field per category, one contact a
 * line. A person with a dashboard account is emailed as that user (their account page turns it off); anyone else
 * gets an unsubscribe link in each email.
 */
export async function LeadAlertsPage({ slug, id, searchParams }: TProps) {
  const { site, dealership } = await load(slug, id);
  const form = leadAlertsForm(dealership.id);
  const draft = readDraft((await cookies()).get(DRAFT_COOKIE)?.value, searchParams.draft, form);
  const saved = await loadLeadAlertContacts(await getDb(), dealership.id);
  const values =
    draft ??
    Object.fromEntries(LEAD_CATEGORIES.map((c) => [alertFieldOf(c), (saved.get(c) ?? []).join('\n')]));
  const errors = draftErrors(ZLeadAlertContactsForm, draft);
  const f = { values, errors };
  const done = searchParams.done === 'saved' ? 'New-lead contacts saved.' : null;
  return (
    <div className="flex flex-col gap-6">
      <BackLink href={`${dealershipsPath(site.slug)}/${dealership.id}`}>Back to {dealership.name}</BackLink>
      <h1 className="text-2xl font-bold">New-lead emails for {dealership.name}</h1>
      <OutcomeNotices done={done} error={lostDraftMessage(searchParams.draft, draft)} />
      <ErrorSummary errors={errors} labelOf={(name) => LABELS[name]} {...DRAFT_SUMMARY} />
      <p className="max-w-prose">
        Each new lead of a category is emailed to its contacts the moment it arrives. List one contact a line:
        the address of someone with a dashboard account (they can turn these emails off on their account
        page), any other email address (each email carries an unsubscribe link), or a mobile number starting
        with + and the country code (texted when SMS is on).
      </p>
      <form
        method="post"
        action={`${leadAlertsPath(site.slug, dealership.id)}/save`}
        noValidate
        className="flex flex-col gap-4"
      >
        {LEAD_CATEGORIES.map((category) => (
          <TextField
            key={category}
            {...draftField(f, alertFieldOf(category), category)}
            multiline
            rows={2}
            optional
          />
        ))}
        <p>
          <button type="submit" className="bg-primary text-primary-contrast rounded px-4 py-2 font-medium">
            Save new-lead contacts
          </button>
        </p>
      </form>
    </div>
  );
}
