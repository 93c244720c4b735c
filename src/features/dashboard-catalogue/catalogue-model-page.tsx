import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import { ZCatalogueModelForm } from '@/domain/catalogue/catalogue-model.schema';
import { CATALOGUE_SLUG_TAKEN, findSiteCatalogueModel } from '@/server/catalogue/save-catalogue-model';
import { DashboardError, dashboardErrorMessage } from '@/server/dashboard/dashboard-error';
import { DRAFT_COOKIE, readDraft } from '@/server/dashboard/form-draft';
import { getViewer } from '@/server/dashboard/get-viewer';
import { getDb } from '@/server/db/db';
import { findEditableSite } from '@/server/site-settings/editable-sites';
import { modelDescriptionHtml } from '@/features/catalogue/model-description';
import { DRAFT_SUMMARY, draftField, type TFieldState } from '@/ui/form/draft-field';
import { ErrorSummary } from '@/ui/form/error-summary';
import { draftErrors } from '@/ui/form/form-errors';
import { lostDraftMessage } from '@/ui/form/lost-draft';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { OutcomeNotices } from '@/ui/layout/outcome-notices';
import { BackLink } from '@/ui/navigation/back-link';
import { CATALOGUE_LABELS, catalogueForm, cataloguePath, catalogueValues } from './catalogue-labels';

type TProps = { slug: string; id: string; searchParams: Record<string, string | string[] | undefined> };

async function load(slug: string, id: string) {
  const db = await getDb();
  const viewer = await getViewer();
  try {
    if (id === 'new') return { site: await findEditableSite(db, viewer, slug), model: null };
    return await findSiteCatalogueModel(db, viewer, slug, Number(id));
  } catch (error) {
    if (error instanceof DashboardError) notFound();
    throw error;
  }
}

const STATUS_OPTIONS = [
  { value: '', label: 'None' },
  { value: 'new', label: 'New' },
  { value: 'coming_soon', label: 'Coming soon' },
];

/** A new model of the site's catalogue, or one of its models, as a plain form; its description as the site shows it. */
export async function CatalogueModelPage({ slug, id, searchParams }: TProps) {
  const { site, model } = await load(slug, id);
  const form = catalogueForm(model?.id ?? 'new');
  const draft = readDraft((await cookies()).get(DRAFT_COOKIE)?.value, searchParams.draft, form);
  const errors = draft ? { ...draftErrors(ZCatalogueModelForm, draft), ...slugError(searchParams) } : {};
  const f: TFieldState = { values: draft ?? (model ? catalogueValues(model) : {}), errors };
  const field = (name: string) => draftField(f, name, CATALOGUE_LABELS[name]!);
  const path = cataloguePath(site.slug);
  // The model page's own sanitising (features/catalogue): what is saved is what the public page passes through it.
  const preview = model ? modelDescriptionHtml(model.description) : null;
  return (
    <div className="flex flex-col gap-6">
      <BackLink href={path}>Back to the catalogue of {site.name}</BackLink>
      <h1 className="text-2xl font-bold">{model ? model.name.trim() : `Add a model to ${site.name}`}</h1>
      <OutcomeNotices
        error={dashboardErrorMessage(searchParams.error) ?? lostDraftMessage(searchParams.draft, draft)}
      />
      <ErrorSummary errors={errors} labelOf={(name) => CATALOGUE_LABELS[name]} {...DRAFT_SUMMARY} />
      <form
        method="post"
        action={`${path}/${model?.id ?? 'new'}/save`}
        noValidate
        className="border-line grid gap-3 rounded border p-3 md:grid-cols-2"
      >
        <TextField {...field('manufacturerName')} maxLength={60} required hint="The brand, e.g. Kia." />
        <TextField {...field('name')} maxLength={80} required />
        <TextField
          {...field('slug')}
          maxLength={80}
          required
          hint="The page is at /models/ and this: lower-case letters, digits and hyphens, e.g. kia-sportage."
        />
        <SelectField {...field('status')} chooseOne={false} options={STATUS_OPTIONS} />
        <div className="md:col-span-2">
          <TextField
            {...field('description')}
            multiline
            rows={8}
            maxLength={20_000}
            hint="HTML (paragraphs, headings, lists, bold, links) or plain text. Scripts, styles and other tags are removed when the site shows it."
          />
        </div>
        <TextField
          {...field('manufacturerBody')}
          maxLength={40}
          hint="Groups models on the page, e.g. SUVs. Blank: none."
        />
        <TextField {...field('body')} maxLength={330} hint="Separated by commas, e.g. SUV, Wagon." />
        <TextField
          {...field('imageUrl')}
          maxLength={500}
          hint="/media/… or https://… Blank: the placeholder."
        />
        <TextField {...field('accessoriesCount')} inputMode="numeric" maxLength={3} hint="Blank: 0." />
        <TextField
          {...field('position')}
          inputMode="numeric"
          maxLength={3}
          hint="Lower first within the make. Blank: 0."
        />
        <p className="md:col-span-2">
          <button type="submit" className="bg-primary text-primary-contrast rounded px-4 py-2 font-medium">
            {model ? 'Save model' : 'Add model'}
          </button>
        </p>
      </form>
      {model && (
        <section aria-labelledby="preview-heading" className="border-line rounded border p-3">
          <h2 id="preview-heading" className="mb-2 text-lg font-semibold">
            The description as the site shows it
          </h2>
          {preview ? (
            // Sanitised by modelDescriptionHtml, the model page's own allow-list.
            <div className="prose max-w-none" dangerouslySetInnerHTML={{ __html: preview }} />
          ) : (
            <p>No description.</p>
          )}
        </section>
      )}
      {model && (
        <form method="post" action={`${path}/${model.id}/delete`}>
          <button type="submit" className="border-line rounded border px-4 py-2">
            Remove this model from the catalogue
          </button>
        </form>
      )}
    </div>
  );
}

/** The slug message a save refused for a taken address (the schema cannot know it), carried in the address. */
function slugError(searchParams: TProps['searchParams']): Record<string, string> {
  return searchParams.taken === 'slug' ? { slug: CATALOGUE_SLUG_TAKEN } : {};
}
