import { headers } from 'next/headers';
import Image from 'next/image';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { openMinutesBetween } from '@/domain/dashboard/lead-response-time';
import { dashboardErrorMessage } from '@/server/dashboard/dashboard-error';
import { findLeadInScope } from '@/server/dashboard/find-lead-in-scope';
import { findLeadReservation } from '@/server/dashboard/find-lead-reservation';
import { canAssignLeads } from '@/server/dashboard/lead-scope';
import { loadLeadDetail } from '@/server/dashboard/load-lead-detail';
import { loadResponseClocks } from '@/server/dashboard/load-response-clocks';
import { getDb } from '@/server/db/db';
import { getViewer } from '@/server/dashboard/get-viewer';
import { formatWait } from '@/domain/dashboard/format-wait';
import { formatDateTime } from '@/domain/dashboard/format-date-time';
import { OutcomeNotices } from '@/ui/layout/outcome-notices';
import { leadStatusLabel } from '@/domain/dashboard/lead-status-label';
import { dealerSiteOrigin } from '@/domain/dashboard/dealer-site-origin';
import { DefinitionList } from '@/ui/layout/definition-list';
import { LeadActionsPanel } from './lead-actions-panel';
import { LeadDeliveries } from './lead-deliveries';
import { LeadNotes } from './lead-notes';
import { AuditLog } from '@/ui/layout/audit-log';
import { payloadValue } from '@/domain/dashboard/payload-value';
import { BackLink } from '@/ui/navigation/back-link';
import { telHref } from '@/domain/phone/tel-href';

const DONE: Record<string, string> = {
  status: 'Status saved.',
  spam: 'Marked as spam.',
  assigned: 'Assignment saved.',
  note: 'Note added.',
  resent: 'The delivery is queued to be sent again.',
};

type TProps = { id: string; searchParams: Record<string, string | string[] | undefined> };

/** One lead: everything the buyer sent, its deliveries, notes and audit log, and the actions on it. */
export async function LeadPage({ id, searchParams }: TProps) {
  const viewer = await getViewer();
  const db = await getDb();
  const lead = await findLeadInScope(db, viewer, id);
  if (!lead) notFound();
  const [detail, clocks, requestHeaders, reservation] = await Promise.all([
    loadLeadDetail(db, lead),
    lead.dealershipId === null
      ? []
      : loadResponseClocks(db, { websiteIds: [lead.websiteId], dealershipIds: [] }),
    headers(),
    findLeadReservation(db, viewer, lead.id),
  ]);
  const clock = clocks.find((c) => c.dealershipId === lead.dealershipId);
  // Times in the site's time zone and its country's format; the response clock keeps the dealership's hours.
  const { timeZone, country } = detail.site;
  const waited = clock
    ? openMinutesBetween(lead.createdAt, lead.firstContactedAt ?? new Date(), clock.business)
    : ((lead.firstContactedAt ?? new Date()).getTime() - lead.createdAt.getTime()) / 60_000;
  const done = typeof searchParams.done === 'string' ? DONE[searchParams.done] : undefined;
  const error = dashboardErrorMessage(searchParams.error);
  const origin = dealerSiteOrigin(detail.site, requestHeaders.get('host'));
  const { consent } = lead;
  const payload = Object.entries(lead.payload).filter(([, v]) => payloadValue(v) !== '');
  return (
    <div className="flex flex-col gap-6">
      <BackLink href="/leads">Back to the leads</BackLink>
      <div>
        <h1 className="text-2xl font-bold">{lead.name || lead.email || 'Lead without a name'}</h1>
        <p className="text-ink-muted">
          {lead.category}
          {lead.subcategory ? ` (${lead.subcategory})` : ''} · {detail.site.name}
          {detail.dealershipName ? ` · ${detail.dealershipName}` : ''} · received{' '}
          {formatDateTime(lead.createdAt, timeZone, country)}
        </p>
        <p className="mt-1">
          Status:{' '}
          <strong data-testid="lead-status">
            {lead.formCompleted ? leadStatusLabel(lead.status) : 'Unfinished'}
          </strong>{' '}
          · Assigned to: <strong>{detail.assigneeName ?? 'Nobody'}</strong> ·{' '}
          {lead.firstContactedAt
            ? `First contacted after ${formatWait(waited)}`
            : `Waiting ${formatWait(waited)}`}{' '}
          (opening hours)
        </p>
        {reservation && (
          <p className="mt-1">
            <Link href={`/reservations/${reservation.id}`} className="text-primary font-semibold underline">
              {reservation.kind === 'buy' ? 'Purchase' : 'Reservation'} {reservation.reference}
            </Link>{' '}
            paid online: release, sell or refund it there.
          </p>
        )}
      </div>
      <OutcomeNotices done={done} error={error} />
      {/* The desk's work first: status, assignee and notes, then what the buyer sent. */}
      <div className="grid gap-6 lg:grid-cols-2">
        <LeadActionsPanel detail={detail} canAssign={canAssignLeads(viewer)} />
        <LeadNotes detail={detail} timeZone={timeZone} country={country} />
      </div>
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="flex min-w-0 flex-col gap-6">
          <section aria-labelledby="buyer-heading">
            <h2 id="buyer-heading" className="mb-2 text-lg font-bold">
              Buyer
            </h2>
            <DefinitionList
              items={[
                ['Name', lead.name],
                [
                  'Email',
                  lead.email && (
                    <a href={`mailto:${lead.email}`} className="text-primary underline">
                      {lead.email}
                    </a>
                  ),
                ],
                [
                  'Phone',
                  lead.phone && (
                    <a href={telHref(lead.phone)} className="text-primary underline">
                      {lead.phone}
                    </a>
                  ),
                ],
                ['Postcode', lead.postcode],
                ['Preferred dealership', lead.preferredDealership],
              ]}
            />
          </section>
          <section aria-labelledby="enquiry-heading">
            <h2 id="enquiry-heading" className="mb-2 text-lg font-bold">
              Enquiry
            </h2>
            <DefinitionList
              items={[
                ['Category', lead.category],
                ['Subcategory', lead.subcategory],
                ['Message', lead.message && <span className="whitespace-pre-wrap">{lead.message}</span>],
                ['Sent from', lead.url],
                ['Source', lead.source],
                ...payload.map(([key, value]): [string, string] => [key, payloadValue(value)]),
              ]}
            />
          </section>
          {detail.car && (
            <section aria-labelledby="car-heading">
              <h2 id="car-heading" className="mb-2 text-lg font-bold">
                Car
              </h2>
              <div className="flex flex-wrap items-start gap-4">
                {detail.car.primaryImageUrl?.startsWith('/media/') && (
                  <Image
                    src={detail.car.primaryImageUrl}
                    alt={detail.car.name}
                    width={240}
                    height={160}
                    className="rounded"
                  />
                )}
                <p>
                  <a
                    href={`${origin}/cars/${detail.car.slug}`}
                    className="text-primary font-semibold underline"
                  >
                    {detail.car.name}
                  </a>
                  <br />
                  Stock number {detail.car.stocknum}
                  {detail.car.price ? ` · $${detail.car.price.toLocaleString('en-AU')}` : ''}
                </p>
              </div>
            </section>
          )}
          {detail.trades.length > 0 && (
            <section aria-labelledby="trade-heading">
              <h2 id="trade-heading" className="mb-2 text-lg font-bold">
                Trade-in
              </h2>
              {detail.trades.map((t) => (
                <DefinitionList
                  key={t.id}
                  items={[
                    ['Rego', `${t.rego} (${t.state})`],
                    ['Kilometres', t.kms.toLocaleString('en-AU')],
                    ['Valuation provider', t.provider],
                    ['Adjustment answers', t.adjustmentAnswers && payloadValue(t.adjustmentAnswers)],
                    ['Valuation', t.result ? payloadValue(t.result) : 'Not valued yet'],
                  ]}
                />
              ))}
            </section>
          )}
          <section aria-labelledby="visit-heading">
            <h2 id="visit-heading" className="mb-2 text-lg font-bold">
              Visit
            </h2>
            <DefinitionList
              items={[
                [
                  'Pages visited',
                  lead.visitedPages.length > 0 && (
                    <ol className="list-decimal pl-5">
                      {lead.visitedPages.map((p, i) => (
                        <li key={i}>{p}</li>
                      ))}
                    </ol>
                  ),
                ],
                [
                  'Linked query parameters',
                  Object.entries(lead.linkedQueryParams)
                    .map(([k, v]) => `${k}=${v}`)
                    .join(', '),
                ],
                ['Browser', lead.userAgent],
              ]}
            />
          </section>
          <section aria-labelledby="consent-heading">
            <h2 id="consent-heading" className="mb-2 text-lg font-bold">
              Marketing consent
            </h2>
            <DefinitionList
              items={[
                ['Opted in', lead.optIn ? 'Yes' : 'No'],
                [
                  'Recorded',
                  consent &&
                    `${consent.given ? 'Given' : 'Not given'} at ${formatDateTime(new Date(consent.at), timeZone, country)} on ${consent.source}`,
                ],
                ['Wording shown', consent?.wording],
              ]}
            />
          </section>
          <LeadDeliveries detail={detail} timeZone={timeZone} country={country} />
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <AuditLog
            entries={detail.audit}
            names={detail.auditNames}
            timeZone={timeZone}
            country={country}
            empty="Nothing changed yet."
          />
        </div>
      </div>
    </div>
  );
}
