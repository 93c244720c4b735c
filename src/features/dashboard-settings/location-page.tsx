import { cookies } from 'next/headers';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { nestFormValues } from '@/domain/forms/nest-form-values';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { getDb } from '@/server/db/db';
import { findEditableLocation } from '@/server/site-settings/editable-locations';
import { getViewer } from '@/server/dashboard/get-viewer';
import { OutcomeNotices } from '@/ui/layout/outcome-notices';
import { fieldLabel } from './field-label';
import { DRAFT_SUMMARY } from '@/ui/form/draft-field';
import { ErrorSummary } from '@/ui/form/error-summary';
import { fieldErrors } from '@/ui/form/form-errors';
import { lostDraftMessage } from '@/ui/form/lost-draft';
import { LocationForm } from './location-form';
import { decodeLocation, locationSchema, locationValues } from './location-section';
import { DRAFT_COOKIE, readDraft } from '@/server/dashboard/form-draft';

type TProps = { slug: string; id: string; searchParams: Record<string, string | string[] | undefined> };

async function editableLocation(slug: string, id: string) {
  try {
    return await findEditableLocation(await getDb(), await getViewer(), slug, Number(id));
  } catch (error) {
    if (error instanceof DashboardError) notFound();
    throw error;
  }
}

function errorsOf(draft: Record<string, string> | null) {
  if (!draft) return {};
  const decoded = decodeLocation(nestFormValues(Object.entries(draft)));
  const parsed = locationSchema.safeParse(decoded.candidate);
  return parsed.success ? {} : fieldErrors(parsed.error, decoded);
}

/** One location's contact details, weekly hours and holiday hours (spec 3 shapes), as a plain form. */
export async function LocationPage({ slug, id, searchParams }: TProps) {
  const found = await editableLocation(slug, id);
  const { site, location } = found;
  const draft = readDraft(
    (await cookies()).get(DRAFT_COOKIE)?.value,
    searchParams.draft,
    `location-${location.id}`,
  );
  const errors = errorsOf(draft);
  const f = { values: draft ?? locationValues(found), errors };
  return (
    <div className="flex flex-col gap-6">
      <p>
        <Link href={`/settings/${site.slug}/locations`} className="text-primary underline">
          Back to the locations of {site.name}
        </Link>
      </p>
      <h1 className="text-2xl font-bold">{location.name}: hours and contact details</h1>
      <OutcomeNotices
        done={
          searchParams.done === 'saved'
            ? 'Saved. The site shows the change from its next page view.'
            : searchParams.done === 'created'
              ? 'Location created. Set its opening hours here.'
              : null
        }
        error={lostDraftMessage(searchParams.draft, draft)}
      />
      <ErrorSummary errors={errors} labelOf={fieldLabel} {...DRAFT_SUMMARY} />
      <form
        method="post"
        action={`/settings/${site.slug}/locations/${location.id}/save`}
        noValidate
        className="flex flex-col gap-4"
      >
        <LocationForm f={f} />
        <p>
          <button type="submit" className="bg-primary text-primary-contrast rounded px-4 py-2 font-medium">
            Save hours and contact details
          </button>
        </p>
      </form>
    </div>
  );
}
