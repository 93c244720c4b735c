import { cookies } from 'next/headers';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { nestFormValues } from '@/domain/forms/nest-form-values';
import { dashboardErrorMessage, DashboardError } from '@/server/dashboard/dashboard-error';
import { getDb } from '@/server/db/db';
import { findEditableSite } from '@/server/site-settings/editable-sites';
import { siteSecretSetAt } from '@/server/site-settings/site-secret-store';
import { getViewer } from '@/server/dashboard/get-viewer';
import { OutcomeNotices } from '@/ui/layout/outcome-notices';
import { fieldLabel } from './field-label';
import { DRAFT_SUMMARY } from '@/ui/form/draft-field';
import { ErrorSummary } from '@/ui/form/error-summary';
import { fieldErrors } from '@/ui/form/form-errors';
import { lostDraftMessage } from '@/ui/form/lost-draft';
import type { TPaymentSecretsSetAt } from './payment-form';
import { SectionForm } from './section-form';
import { settingsSection } from './sections';
import { SettingsChanges } from './settings-changes';
import type { TSettingsSection } from './section.types';
import { DRAFT_COOKIE, readDraft } from '@/server/dashboard/form-draft';
import { SiteImagesForm, siteImageErrors } from './site-images-form';
import { HomePicturesForm, homePictureErrors } from './home-pictures-form';
import { findHomeContent } from '@/server/content-blocks/find-home-content';
import { TestLeadForms } from './test-lead-forms';

type TProps = {
  slug: string;
  sectionKey: string;
  searchParams: Record<string, string | string[] | undefined>;
};

async function editableSite(slug: string) {
  try {
    return await findEditableSite(await getDb(), await getViewer(), slug);
  } catch (error) {
    if (error instanceof DashboardError) notFound();
    throw error;
  }
}

function errorsOf(
  section: TSettingsSection,
  draft: Record<string, string> | null,
  site: Parameters<TSettingsSection['decode']>[1],
) {
  if (!draft) return {};
  const decoded = section.decode(nestFormValues(Object.entries(draft)), site);
  const parsed = section.schema.safeParse(decoded.candidate);
  return parsed.success ? {} : fieldErrors(parsed.error, decoded);
}

function doneMessage(done: unknown, to: unknown, names: string[]): string | null {
  if (done === 'saved') return 'Saved. The site shows the change from its next page view.';
  if (done === 'images') return 'Uploaded. The site shows the new logo or icon from its next page view.';
  if (done === 'picture') return 'Uploaded. The home page shows the new picture from its next page view.';
  if (done === 'test_sent')
    return `The test lead was delivered to ${names[Number(to)] ?? 'the destination'}.`;
  return null;
}

async function paymentSecretsSetAtOf(sectionKey: string, siteId: number): Promise<TPaymentSecretsSetAt> {
  if (sectionKey !== 'payment') return { secretKey: null, webhookSecret: null };
  const db = await getDb();
  const [secretKey, webhookSecret] = await Promise.all([
    siteSecretSetAt(db, siteId, 'payment.secretKey'),
    siteSecretSetAt(db, siteId, 'payment.webhookSecret'),
  ]);
  return { secretKey, webhookSecret };
}

/**
 * One settings page of a site: its form, filled with the saved values, or after a refused save with the values
 * sent and a message at each field plus a summary. Posts to ./save (a route handler: works without JavaScript).
 */
export async function SettingsSectionPage({ slug, sectionKey, searchParams }: TProps) {
  const section = settingsSection(sectionKey);
  if (!section) notFound();
  const site = await editableSite(slug);
  const draft = readDraft((await cookies()).get(DRAFT_COOKIE)?.value, searchParams.draft, section.key);
  const errors = errorsOf(section, draft, site);
  const saved = section.loadValues ? await section.loadValues(site) : section.values(site);
  const f = { values: draft ?? saved, errors };
  const names = site.leadDestinations.map((d) => d.name);
  const status = Number(searchParams.status);
  const message = dashboardErrorMessage(searchParams.error);
  const imageErrors =
    section.key === 'general'
      ? siteImageErrors(searchParams.error, message)
      : section.key === 'home'
        ? homePictureErrors(searchParams.error, searchParams.field, message)
        : {};
  // A refused file's message stands at its field (and in the summary), not again as an alert.
  const error =
    Object.keys(imageErrors).length > 0 ? null : (message ?? lostDraftMessage(searchParams.draft, draft));
  const paymentSecretsSetAt = await paymentSecretsSetAtOf(section.key, site.id);
  return (
    <div className="flex flex-col gap-6">
      <p>
        <Link href={`/settings/${site.slug}`} className="text-primary underline">
          Back to the settings of {site.name}
        </Link>
      </p>
      <h1 className="text-2xl font-bold">
        {section.title}: {site.name}
      </h1>
      <OutcomeNotices
        done={doneMessage(searchParams.done, searchParams.to, names)}
        error={error && status > 0 ? `${error} (HTTP ${status})` : error}
      />
      <ErrorSummary errors={{ ...errors, ...imageErrors }} labelOf={fieldLabel} {...DRAFT_SUMMARY} />
      {section.key === 'general' && <SiteImagesForm site={site} errors={imageErrors} />}
      {section.key === 'home' && (
        <HomePicturesForm
          slug={site.slug}
          content={await findHomeContent(await getDb(), site.id)}
          errors={imageErrors}
        />
      )}
      <form
        method="post"
        action={`/settings/${site.slug}/${section.key}/save`}
        noValidate
        className="flex flex-col gap-4"
      >
        <SectionForm sectionKey={section.key} f={f} site={site} paymentSecretsSetAt={paymentSecretsSetAt} />
        <p>
          <button type="submit" className="bg-primary text-primary-contrast rounded px-4 py-2 font-medium">
            Save {section.title.toLowerCase()}
          </button>
        </p>
      </form>
      {section.key === 'lead-destinations' && (
        <TestLeadForms slug={site.slug} destinations={site.leadDestinations} />
      )}
      <SettingsChanges websiteId={site.id} timeZone={site.timezone} country={site.country} />
    </div>
  );
}
