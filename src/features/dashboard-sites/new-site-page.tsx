import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { TIME_ZONE_OPTIONS, ZNewSite } from '@/domain/onboarding/new-site.schema';
import { DRAFT_COOKIE, readDraft } from '@/server/dashboard/form-draft';
import { getViewer } from '@/server/dashboard/get-viewer';
import { isPlatformAdmin } from '@/server/dashboard/lead-scope';
import { getDb } from '@/server/db/db';
import { isSiteSlugTaken, SITE_SLUG_TAKEN } from '@/server/onboarding/create-site';
import { draftField, DRAFT_SUMMARY } from '@/ui/form/draft-field';
import { ErrorSummary } from '@/ui/form/error-summary';
import { draftErrors } from '@/ui/form/form-errors';
import { lostDraftMessage } from '@/ui/form/lost-draft';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { OutcomeNotices } from '@/ui/layout/outcome-notices';
import { BackLink } from '@/ui/navigation/back-link';
import { CountryRulesTable } from './country-rules-table';
import { inFormOrder } from './in-form-order';
import { COUNTRY_OPTIONS, NEW_SITE_FORM, NEW_SITE_LABELS, TEMPLATE_OPTIONS } from './new-site-labels';

type TProps = { searchParams: Record<string, string | string[] | undefined> };

/** The messages of a refused draft: the schema's, and a slug another site took. */
async function errorsOf(draft: Record<string, string> | null): Promise<Record<string, string>> {
  if (!draft) return {};
  const errors = draftErrors(ZNewSite, draft);
  const slug = draft.slug?.trim() ?? '';
  if (!errors.slug && slug && (await isSiteSlugTaken(await getDb(), slug))) errors.slug = SITE_SLUG_TAKEN;
  return inFormOrder(errors, Object.keys(NEW_SITE_LABELS));
}

/** "Create a site" (platform admins): name, slug, country, template and time zone; the rest on its settings pages. */
export async function NewSitePage({ searchParams }: TProps) {
  if (!isPlatformAdmin(await getViewer())) notFound();
  const draft = readDraft((await cookies()).get(DRAFT_COOKIE)?.value, searchParams.draft, NEW_SITE_FORM);
  const f = { values: draft ?? { country: 'AU', template: 'checkout' }, errors: await errorsOf(draft) };
  const field = (name: string) => draftField(f, name, NEW_SITE_LABELS[name]!);
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <BackLink href="/sites">Back to the sites</BackLink>
      <h1 className="text-2xl font-bold">Create a site</h1>
      <p>
        The site starts with its template’s menu and a readable theme. Its logo, theme, menus, finance,
        payments, lead destinations, locations and home page are set on its settings pages next.
      </p>
      <OutcomeNotices error={lostDraftMessage(searchParams.draft, draft)} />
      <ErrorSummary errors={f.errors} labelOf={(name) => NEW_SITE_LABELS[name]} {...DRAFT_SUMMARY} />
      <form method="post" action="/sites/create" noValidate className="flex flex-col gap-4">
        <TextField {...field('name')} maxLength={80} required />
        <TextField
          {...field('slug')}
          maxLength={40}
          required
          hint="Lower-case letters, digits and hyphens, e.g. canterbury-cars: the site’s address ({slug}.localhost) until it has a domain."
        />
        <SelectField {...field('country')} options={COUNTRY_OPTIONS} chooseOne={false} required />
        <SelectField {...field('template')} options={TEMPLATE_OPTIONS} chooseOne={false} required />
        <SelectField
          {...field('timezone')}
          options={TIME_ZONE_OPTIONS}
          required
          hint="One of the site’s country: its opening hours, overdue leads and times are read in it."
        />
        <p>
          <button type="submit" className="bg-primary text-primary-contrast rounded px-4 py-2 font-medium">
            Create site
          </button>
        </p>
      </form>
      <CountryRulesTable />
    </div>
  );
}
