import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { countryRules } from '@/domain/onboarding/country-rules';
import { LOCATION_TYPES, newLocationSchema } from '@/domain/onboarding/new-location.schema';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { DRAFT_COOKIE, readDraft } from '@/server/dashboard/form-draft';
import { getViewer } from '@/server/dashboard/get-viewer';
import { getDb } from '@/server/db/db';
import { listSiteDealerships } from '@/server/onboarding/site-dealerships';
import { draftField, DRAFT_SUMMARY } from '@/ui/form/draft-field';
import { ErrorSummary } from '@/ui/form/error-summary';
import { draftErrors } from '@/ui/form/form-errors';
import { lostDraftMessage } from '@/ui/form/lost-draft';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { OutcomeNotices } from '@/ui/layout/outcome-notices';
import { BackLink } from '@/ui/navigation/back-link';
import { inFormOrder } from './in-form-order';
import { NEW_LOCATION_FORM, newLocationLabels } from './new-location-labels';

type TProps = { slug: string; searchParams: Record<string, string | string[] | undefined> };

async function siteDealerships(slug: string) {
  try {
    return await listSiteDealerships(await getDb(), await getViewer(), slug);
  } catch (error) {
    if (error instanceof DashboardError) notFound();
    throw error;
  }
}

/** "Add a location" to one of the site's dealerships; its hours are set on its own page next. */
export async function NewLocationPage({ slug, searchParams }: TProps) {
  const { site, dealerships } = await siteDealerships(slug);
  const draft = readDraft((await cookies()).get(DRAFT_COOKIE)?.value, searchParams.draft, NEW_LOCATION_FORM);
  const schema = newLocationSchema(
    site.country,
    dealerships.map((d) => d.id),
  );
  const only: Record<string, string> =
    dealerships.length === 1 ? { dealership: String(dealerships[0]!.id) } : {};
  const labels = newLocationLabels(site.country);
  const f = {
    values: draft ?? { type: 'sales', ...only },
    errors: inFormOrder(draftErrors(schema, draft), Object.keys(labels)),
  };
  const rules = countryRules(site.country);
  const field = (name: string) => draftField(f, name, labels[name]!);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <BackLink href={`/settings/${site.slug}/locations`}>Back to the locations of {site.name}</BackLink>
      <h1 className="text-2xl font-bold">Add a location to {site.name}</h1>
      {dealerships.length === 0 ? (
        <p>Add a dealership first: every location belongs to one.</p>
      ) : (
        <>
          <OutcomeNotices error={lostDraftMessage(searchParams.draft, draft)} />
          <ErrorSummary errors={f.errors} labelOf={(name) => labels[name]} {...DRAFT_SUMMARY} />
          <form
            method="post"
            action={`/settings/${site.slug}/locations/create`}
            noValidate
            className="grid gap-4 md:grid-cols-2"
          >
            <SelectField
              {...field('dealership')}
              options={dealerships.map((d) => ({ value: String(d.id), label: d.name }))}
              required
            />
            <TextField
              {...field('name')}
              maxLength={80}
              required
              hint="As buyers know it, e.g. Canterbury Cars Riccarton."
            />
            <SelectField {...field('type')} options={LOCATION_TYPES} chooseOne={false} required />
            <TextField {...field('street')} maxLength={120} required />
            <TextField {...field('suburb')} maxLength={60} required />
            <SelectField {...field('region')} options={rules.region.options} required />
            <TextField
              {...field('postcode')}
              inputMode="numeric"
              maxLength={4}
              required
              hint={rules.postcode.hint}
            />
            <TextField {...field('phone')} type="tel" required hint={rules.phone.hint} />
            <TextField {...field('email')} type="email" hint="Blank: none." />
            <p className="md:col-span-2">
              <button
                type="submit"
                className="bg-primary text-primary-contrast rounded px-4 py-2 font-medium"
              >
                Create location
              </button>
            </p>
          </form>
        </>
      )}
    </div>
  );
}
