import { eq } from 'drizzle-orm';
import { cookies, headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { DashboardError, dashboardErrorMessage } from '@/server/dashboard/dashboard-error';
import { DRAFT_COOKIE, readDraft } from '@/server/dashboard/form-draft';
import { ZCarEdit } from '@/server/dashboard/stock/car-edit.schema';
import { realPhotos } from '@/server/dashboard/stock/car-photos';
import { findCarInScope, type TScopedCar } from '@/server/dashboard/stock/find-car-in-scope';
import { listCarAudit } from '@/server/dashboard/stock/list-car-audit';
import { loadAuditNames } from '@/server/dashboard/load-audit-names';
import { getDb } from '@/server/db/db';
import { websites } from '@/server/db/schema';
import { canonicalHostColumn } from '@/server/websites/canonical-host-column';
import { getViewer } from '@/server/dashboard/get-viewer';
import { dealerSiteOrigin } from '@/domain/dashboard/dealer-site-origin';
import { DRAFT_SUMMARY } from '@/ui/form/draft-field';
import { ErrorSummary } from '@/ui/form/error-summary';
import { draftErrors } from '@/ui/form/form-errors';
import { lostDraftMessage } from '@/ui/form/lost-draft';
import { AuditLog } from '@/ui/layout/audit-log';
import { OutcomeNotices } from '@/ui/layout/outcome-notices';
import { carEditForm } from './car-edit-form-name';
import { CarEditorForm } from './car-editor-form';
import { carEditorValues, carFieldLabel } from './car-editor-values';
import { CarPhotosPanel } from './car-photos-panel';
import { CarRepaymentPreview } from './car-repayment-preview';
import { BackLink } from '@/ui/navigation/back-link';

const DONE: Record<string, string> = {
  saved: 'Car saved: the website shows the change now.',
  unchanged: 'Nothing had changed.',
  photos_added: 'Photos added.',
  photos_reordered: 'Photos reordered.',
  photo_deleted: 'Photo deleted.',
};

type TProps = { id: string; searchParams: Record<string, string | string[] | undefined> };

/**
 * One car: its details to change (read-only for a salesperson), its photos, and its audit log. After a refused
 * save (`?draft=`) the form shows what was typed, with a message at each field and a summary.
 */
export async function CarEditorPage({ id, searchParams }: TProps) {
  const viewer = await getViewer();
  const db = await getDb();
  let scoped: TScopedCar;
  try {
    scoped = await findCarInScope(db, viewer, id);
  } catch (error) {
    if (error instanceof DashboardError) notFound();
    throw error;
  }
  const { car, access } = scoped;
  const [site] = scoped.websiteIds.length
    ? await db
        .select({
          slug: websites.slug,
          canonicalHost: canonicalHostColumn(),
          timeZone: websites.timezone,
          currency: websites.currency,
          financeProvider: websites.financeProvider,
          financeRates: websites.financeRates,
          country: websites.country,
        })
        .from(websites)
        .where(eq(websites.id, scoped.websiteIds[0]!))
    : [];
  const audit = await listCarAudit(db, car.id);
  const auditNames = await loadAuditNames(db, audit);
  const done = typeof searchParams.done === 'string' ? DONE[searchParams.done] : undefined;
  const error = dashboardErrorMessage(searchParams.error);
  const origin = site ? dealerSiteOrigin(site, (await headers()).get('host')) : null;
  const timeZone = site?.timeZone ?? 'Australia/Sydney';
  const draft = readDraft(
    (await cookies()).get(DRAFT_COOKIE)?.value,
    searchParams.draft,
    carEditForm(car.id),
  );
  const errors = draftErrors(ZCarEdit, draft);
  return (
    <div className="flex flex-col gap-6">
      <BackLink href="/stock">Back to the stock</BackLink>
      <div>
        <h1 className="text-2xl font-bold">{car.name}</h1>
        <p className="text-ink-muted">
          Stock number {car.stocknum} · {scoped.dealershipName}
          {origin && car.showOnDealerWebsite && (
            <>
              {' · '}
              <a href={`${origin}/cars/${car.slug}`} className="text-primary underline">
                View on the website
              </a>
            </>
          )}
        </p>
        {access === 'view' && (
          <p className="mt-2">You can look at this car; a manager or an admin changes it.</p>
        )}
      </div>
      <OutcomeNotices done={done} error={error ?? lostDraftMessage(searchParams.draft, draft)} />
      <ErrorSummary errors={errors} labelOf={carFieldLabel} {...DRAFT_SUMMARY} />
      <CarEditorForm
        carId={car.id}
        f={{ values: draft ?? carEditorValues(car), errors }}
        editable={access === 'edit'}
      />
      {site && <CarRepaymentPreview car={car} site={site} />}
      <CarPhotosPanel carId={car.id} photos={realPhotos(scoped.images)} editable={access === 'edit'} />
      <AuditLog
        entries={audit}
        names={auditNames}
        timeZone={timeZone}
        country={site?.country}
        empty="Not changed in the dashboard yet."
      />
    </div>
  );
}
