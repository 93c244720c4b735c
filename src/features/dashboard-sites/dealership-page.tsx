import Link from 'next/link';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { dealershipSchema } from '@/domain/onboarding/dealership.schema';
import { DashboardError, dashboardErrorMessage } from '@/server/dashboard/dashboard-error';
import { DRAFT_COOKIE, readDraft } from '@/server/dashboard/form-draft';
import { getViewer } from '@/server/dashboard/get-viewer';
import { getDb } from '@/server/db/db';
import { listMakeChoices } from '@/server/onboarding/list-make-choices';
import { DEALERSHIP_SLUG_TAKEN, isDealershipSlugTaken } from '@/server/onboarding/save-dealership';
import { findSiteDealership, type TDealership } from '@/server/onboarding/site-dealerships';
import { findEditableSite } from '@/server/site-settings/editable-sites';
import { DRAFT_SUMMARY } from '@/ui/form/draft-field';
import { ErrorSummary } from '@/ui/form/error-summary';
import { draftErrors } from '@/ui/form/form-errors';
import { lostDraftMessage } from '@/ui/form/lost-draft';
import { OutcomeNotices } from '@/ui/layout/outcome-notices';
import { BackLink } from '@/ui/navigation/back-link';
import { DealershipFields } from './dealership-fields';
import { addressLabels, dealershipForm, dealershipsPath } from './dealership-labels';
import { dealershipValues } from './dealership-values';
import { inFormOrder } from './in-form-order';
import { leadAlertsPath } from '@/features/dashboard-notifications/lead-alerts-labels';

type TProps = { slug: string; id: string; searchParams: Record<string, string | string[] | undefined> };

async function load(slug: string, id: string) {
  const db = await getDb();
  const viewer = await getViewer();
  try {
    if (id === 'new') return { site: await findEditableSite(db, viewer, slug), dealership: null };
    return await findSiteDealership(db, viewer, slug, Number(id));
  } catch (error) {
    if (error instanceof DashboardError) notFound();
    throw error;
  }
}

/** The messages of a refused draft in form order: the country's schema's, and a slug another dealership has. */
async function errorsOf(
  schema: ReturnType<typeof dealershipSchema>,
  draft: Record<string, string>,
  self?: TDealership,
) {
  const errors = draftErrors(schema, draft);
  const slug = draft.slug?.trim() ?? '';
  if (!errors.slug && slug && (await isDealershipSlugTaken(await getDb(), slug, self?.id)))
    errors.slug = DEALERSHIP_SLUG_TAKEN;
  return inFormOrder(errors, Object.keys(addressLabels('AU')));
}

/** A new dealership of the site, or one of its dealerships, as a plain form in the site's country's terms. */
export async function DealershipPage({ slug, id, searchParams }: TProps) {
  const { site, dealership } = await load(slug, id);
  const form = dealershipForm(dealership?.id ?? 'new');
  const draft = readDraft((await cookies()).get(DRAFT_COOKIE)?.value, searchParams.draft, form);
  const makes = await listMakeChoices(await getDb(), site.id, dealership?.manufacturers);
  const schema = dealershipSchema(site.country, makes);
  const errors = draft ? await errorsOf(schema, draft, dealership ?? undefined) : {};
  const f = { values: draft ?? (dealership ? dealershipValues(dealership) : {}), errors };
  const labels = addressLabels(site.country);
  const path = dealershipsPath(site.slug);
  return (
    <div className="flex flex-col gap-6">
      <BackLink href={path}>Back to the dealerships of {site.name}</BackLink>
      <h1 className="text-2xl font-bold">
        {dealership ? dealership.name : `Add a dealership to ${site.name}`}
      </h1>
      {dealership && (
        <p>
          <Link href={leadAlertsPath(site.slug, dealership.id)} className="underline">
            Who is emailed new leads
          </Link>
        </p>
      )}
      <OutcomeNotices
        error={dashboardErrorMessage(searchParams.error) ?? lostDraftMessage(searchParams.draft, draft)}
      />
      <ErrorSummary errors={errors} labelOf={(name) => labels[name]} {...DRAFT_SUMMARY} />
      <form
        method="post"
        action={dealership ? `${path}/${dealership.id}/save` : `${path}/create`}
        noValidate
        className="flex flex-col gap-4"
      >
        <DealershipFields f={f} country={site.country} makes={makes} />
        <p>
          <button type="submit" className="bg-primary text-primary-contrast rounded px-4 py-2 font-medium">
            {dealership ? 'Save dealership' : 'Create dealership'}
          </button>
        </p>
      </form>
    </div>
  );
}
