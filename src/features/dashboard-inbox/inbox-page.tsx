import Link from 'next/link';
import { getViewer } from '@/server/dashboard/get-viewer';
import {
  INBOX_PAGE_SIZE,
  inboxHref,
  parseInboxQuery,
  type TInboxQuery,
} from '@/server/dashboard/inbox-query.schema';
import { canAssignLeads } from '@/server/dashboard/lead-scope';
import { listBulkAssignees } from '@/server/dashboard/list-bulk-assignees';
import { listLeadNames } from '@/server/dashboard/list-lead-names';
import { dashboardErrorMessage } from '@/server/dashboard/dashboard-error';
import { listInboxLeads } from '@/server/dashboard/list-inbox-leads';
import { listViewerDealerships } from '@/server/dashboard/list-viewer-dealerships';
import { listViewerSites } from '@/server/dashboard/list-viewer-sites';
import { loadViewerClocks } from '@/server/dashboard/load-viewer-clocks';
import { getDb } from '@/server/db/db';
import { LEAD_STATUSES } from '@/server/db/schema';
import { Pager } from '@/ui/navigation/pager';
import { leadStatusLabel } from '@/domain/dashboard/lead-status-label';
import { formatWait } from '@/domain/dashboard/format-wait';
import { OutcomeNotices } from '@/ui/layout/outcome-notices';
import { InboxBulkForm } from './inbox-bulk-form';
import { InboxFilters } from './inbox-filters';
import { InboxQuickFilters } from './inbox-quick-filters';
import { readBulkReport } from './bulk-report';
import { InboxRefresher } from './inbox-refresher';
import { InboxTable } from './inbox-table';

/** The export of the inbox's current filter in one format. */
function exportHref(query: TInboxQuery, format: string): string {
  const href = inboxHref({ ...query, page: 1 }, '/leads/export');
  return `${href}${href.includes('?') ? '&' : '?'}format=${format}`;
}

type TProps = { searchParams: Record<string, string | string[] | undefined> };

/** The leads inbox: filters, counts per status, overdue first, then newest first; refreshed every few seconds. */
export async function InboxPage({ searchParams }: TProps) {
  const viewer = await getViewer();
  const db = await getDb();
  const { query, errors } = parseInboxQuery(searchParams);
  const [clocks, sites, dealerships] = await Promise.all([
    loadViewerClocks(db, viewer),
    listViewerSites(db, viewer),
    listViewerDealerships(db, viewer),
  ]);
  const inbox = await listInboxLeads(db, viewer, query, clocks);
  const report = readBulkReport(searchParams);
  const canAssign = canAssignLeads(viewer);
  const [assignees, refusedNames] = await Promise.all([
    canAssign ? listBulkAssignees(db, inbox.rows) : [],
    listLeadNames(
      db,
      viewer,
      (report?.refused ?? []).map((r) => r.leadId),
    ),
  ]);
  const unfinished = query.view === 'unfinished';
  const pages = Math.max(1, Math.ceil(inbox.total / INBOX_PAGE_SIZE));
  return (
    <>
      <InboxRefresher total={inbox.total} />
      <h1 className="mb-4 text-2xl font-bold">{unfinished ? 'Unfinished leads' : 'Leads'}</h1>
      <nav aria-label="Lead lists" className="mb-4 flex gap-4">
        <Link
          href={inboxHref({ ...query, view: 'leads', page: 1 })}
          aria-current={unfinished ? undefined : 'page'}
          className="underline"
        >
          Leads ({inbox.finishedTotal})
        </Link>
        <Link
          href={inboxHref({ ...query, view: 'unfinished', status: undefined, page: 1 })}
          aria-current={unfinished ? 'page' : undefined}
          className="underline"
        >
          Unfinished ({inbox.unfinishedTotal})
        </Link>
      </nav>
      {unfinished && (
        <p className="mb-4">
          Buyers who started a multi-step form and have not finished it yet (their details so far).
        </p>
      )}
      <div className="mb-4 flex flex-col gap-2">
        <OutcomeNotices done={report?.done} error={dashboardErrorMessage(searchParams.error)} />
        {report && report.refused.length > 0 && (
          <div role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-red-800">
            <p className="font-semibold">
              {report.refused.length === 1 ? '1 lead was' : `${report.refused.length} leads were`} not
              changed:
            </p>
            <ul className="list-disc pl-5">
              {report.refused.map((r) => (
                <li key={r.leadId}>
                  {refusedNames.get(r.leadId) ?? 'A lead you cannot see'}: {r.reason}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {!unfinished && <InboxQuickFilters query={query} />}
      <InboxFilters query={query} errors={errors} sites={sites} dealerships={dealerships} />
      {!unfinished && (
        <div className="mb-4 flex flex-wrap items-center gap-x-6 gap-y-2">
          <ul aria-label="Leads per status" className="flex flex-wrap gap-2">
            {LEAD_STATUSES.map((s) => (
              <li key={s}>
                <Link
                  href={inboxHref({ ...query, status: query.status === s ? undefined : s, page: 1 })}
                  aria-current={query.status === s ? 'true' : undefined}
                  className={`border-line inline-block rounded border px-2 py-1 ${query.status === s ? 'bg-primary text-primary-contrast' : ''}`}
                >
                  {leadStatusLabel(s)}: {inbox.statusCounts[s]}
                </Link>
              </li>
            ))}
          </ul>
          <p>
            <Link
              href={inboxHref({ ...query, overdue: query.overdue ? undefined : 'yes', page: 1 })}
              aria-current={query.overdue ? 'true' : undefined}
              className="text-primary underline"
            >
              <strong>{inbox.overdueTotal}</strong> overdue
            </Link>
          </p>
          <p>
            Median first response, last 7 days:{' '}
            <strong>
              {inbox.medianFirstResponseMinutes === null
                ? 'no answers yet'
                : formatWait(inbox.medianFirstResponseMinutes)}
            </strong>
          </p>
        </div>
      )}
      {!unfinished && inbox.rows.length > 0 && (
        <InboxBulkForm back={inboxHref(query)} assignees={assignees} canAssign={canAssign} />
      )}
      <InboxTable rows={inbox.rows} unfinished={unfinished} query={query} />
      <p className="mt-4 flex flex-wrap gap-4">
        <span>Export this list:</span>
        {(canAssign ? (['csv', 'xlsx', 'json', 'adf'] as const) : (['csv', 'json', 'adf'] as const)).map(
          (format) => (
            <a key={format} href={exportHref(query, format)} download className="text-primary underline">
              {format.toUpperCase()}
            </a>
          ),
        )}
      </p>
      <Pager page={query.page} pages={pages} href={(n) => inboxHref({ ...query, page: n })} />
    </>
  );
}
