import Link from 'next/link';
import { DataTable } from '@/ui/table/data-table';
import type { TInboxRow } from '@/server/dashboard/list-inbox-leads';
import { leadStatusLabel } from '@/domain/dashboard/lead-status-label';
import { formatDateTime } from '@/domain/dashboard/format-date-time';
import { formatWait } from '@/domain/dashboard/format-wait';

/** The leads of one page; each row's name opens the lead. */
export function InboxTable({ rows, unfinished }: { rows: TInboxRow[]; unfinished: boolean }) {
  if (rows.length === 0) return <p className="border-line rounded border p-6">No leads match.</p>;
  return (
    <DataTable
      caption={`${unfinished ? 'Unfinished leads' : 'Leads'}, overdue first, then newest first`}
      columns={['Buyer', 'Enquiry', 'Received', 'Waiting', 'Status', 'Assigned to']}
    >
      {rows.map((row) => (
        <tr
          key={row.id}
          className={`border-line border-b align-top ${row.overdue ? 'bg-red-50' : ''}`}
          data-lead-id={row.id}
        >
          <td className="p-2">
            <Link href={`/leads/${row.id}`} className="text-primary font-semibold underline">
              {row.name || row.email || 'No name given'}
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
          <td className="p-2 whitespace-nowrap">{formatDateTime(row.createdAt, row.timeZone)}</td>
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
      ))}
    </DataTable>
  );
}
