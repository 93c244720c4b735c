import Link from 'next/link';
import { DataTable } from '@/ui/table/data-table';
import type { TInboxRow } from '@/server/dashboard/list-inbox-leads';
import { inboxSort, type TInboxQuery } from '@/server/dashboard/inbox-query.schema';
import { leadStatusLabel } from '@/domain/dashboard/lead-status-label';
import { formatDateTime } from '@/domain/dashboard/format-date-time';
import { formatWait } from '@/domain/dashboard/format-wait';
import { BULK_FORM_ID } from './inbox-bulk-form';

const SORT_WORDS: Record<string, string> = {
  received: 'by when received',
  name: 'by buyer',
  status: 'by status',
  assignee: 'by who it is assigned to',
};

function captionOf(query: TInboxQuery, unfinished: boolean): string {
  const list = unfinished ? 'Unfinished leads' : 'Leads';
  if (!query.sort) return `${list}, overdue first, then newest first`;
  const column = query.sort.replace(/^-/, '');
  return `${list}, sorted ${SORT_WORDS[column]}, ${query.sort.startsWith('-') ? 'descending' : 'ascending'}`;
}

/**
 * The leads of one page, as a table that scrolls inside its own box on a phone; each row's name opens the lead
 * and its checkbox (part of the bulk form by its `form` attribute) chooses it for a bulk change.
 */
export function InboxTable({
  rows,
  unfinished,
  query,
}: {
  rows: TInboxRow[];
  unfinished: boolean;
  query: TInboxQuery;
}) {
  if (rows.length === 0) return <p className="border-line rounded border p-6">No leads match.</p>;
  const sortable = (label: string, column: 'received' | 'name' | 'status' | 'assignee') => ({
    label,
    sort: inboxSort(query, column),
  });
  return (
    <DataTable
      caption={captionOf(query, unfinished)}
      columns={[
        'Select',
        sortable('Buyer', 'name'),
        'Enquiry',
        sortable('Received', 'received'),
        'Waiting',
        sortable('Status', 'status'),
        sortable('Assigned to', 'assignee'),
      ]}
    >
      {rows.map((row) => {
        const name = row.name || row.email || 'No name given';
        return (
          <tr
            key={row.id}
            className={`border-line border-b align-top ${row.overdue ? 'bg-red-50' : ''}`}
            data-lead-id={row.id}
          >
            <td className="p-2">
              <input
                type="checkbox"
                form={BULK_FORM_ID}
                name={`lead-${row.id}`}
                value={row.id}
                aria-label={`Select ${name}`}
                className="size-6"
              />
            </td>
            <td className="p-2">
              <Link href={`/leads/${row.id}`} className="text-primary font-semibold underline">
                {name}
              </Link>
              <div className="text-ink-muted">{[row.email, row.phone].filter(Boolean).join(' · ')}</div>
            </td>
            <td className="p-2">
              <div>
                {row.category}
                {row.subcategory ? ` (${row.subcategory})` : ''}
              </div>
              {row.car && <div className="text-ink-muted">{row.car}</div>}
              <div className="text-ink-muted">
                {[row.siteName, row.dealershipName].filter(Boolean).join(' · ')}
              </div>
            </td>
            <td className="p-2 whitespace-nowrap">
              {formatDateTime(row.createdAt, row.timeZone, row.country)}
            </td>
            <td className="p-2 whitespace-nowrap">
              {formatWait(row.waitedMinutes)}
              {row.overdue && (
                <span className="ml-2 rounded bg-red-800 px-1.5 py-0.5 text-xs font-bold text-white">
                  Overdue
                </span>
              )}
            </td>
            <td className="p-2">
              {unfinished ? (
                <span className="rounded bg-amber-100 px-1.5 py-0.5 text-amber-900">Unfinished</span>
              ) : (
                leadStatusLabel(row.status)
              )}
            </td>
            <td className="p-2">{row.assigneeName ?? 'Nobody'}</td>
          </tr>
        );
      })}
    </DataTable>
  );
}
