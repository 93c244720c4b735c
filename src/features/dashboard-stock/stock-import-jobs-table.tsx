import Link from 'next/link';
import { formatDateTime } from '@/domain/dashboard/format-date-time';
import type { TStockImportJobRow } from '@/server/stock-import/stock-import-jobs';
import { formatStockError } from '@/server/stock-import/format-stock-error';
import { DataTable } from '@/ui/table/data-table';

const STATUS: Record<TStockImportJobRow['status'], string> = {
  queued: 'waiting to start',
  running: 'importing',
  done: 'done',
  failed: 'failed',
};

function source(job: TStockImportJobRow): string {
  const from = job.keyPrefix ? `feed key ${job.keyPrefix}…` : (job.fileName ?? 'admin token');
  return job.dryRun ? `${from} (check only, nothing written)` : from;
}

/**
 * Large stock feeds (over 2,000 rows) imported by a job after the DMS was answered 202: how far each has come
 * and its first rejected rows, so a dealer sees a feed's progress without asking the API.
 */
export function StockImportJobsTable({ jobs }: { jobs: TStockImportJobRow[] }) {
  if (jobs.length === 0) return null;
  const unfinished = jobs.some((j) => j.status === 'queued' || j.status === 'running');
  return (
    <section aria-labelledby="feed-jobs-heading" className="flex flex-col gap-3">
      <h2 id="feed-jobs-heading" className="text-lg font-bold">
        Large stock feeds
      </h2>
      {unfinished && (
        <p>
          A feed is still being imported.{' '}
          <Link href="/stock/import" className="underline">
            Refresh its progress
          </Link>
        </p>
      )}
      <DataTable
        caption="Feeds of more than 2,000 rows, newest first"
        columns={['Received', 'Site and source', 'Status', 'Rows', 'Result']}
      >
        {jobs.map((job) => (
          <tr key={job.id} className="border-line border-b align-top">
            <td className="p-2 whitespace-nowrap">{formatDateTime(job.createdAt, job.timeZone)}</td>
            <td className="p-2">
              {job.siteName}
              <div className="text-ink-muted">{source(job)}</div>
            </td>
            <td className="p-2">{STATUS[job.status]}</td>
            <td className="p-2 whitespace-nowrap">
              {job.rowsDone.toLocaleString('en-AU')} of {job.rowsTotal.toLocaleString('en-AU')}
            </td>
            <td className="p-2">
              {job.created} created, {job.updated} updated, {job.rejected} rejected
              {job.firstErrors.length > 0 && (
                <ul className="list-disc pl-5 text-red-800">
                  {job.firstErrors.map((e) => (
                    <li key={`${e.line}-${e.field}`}>{formatStockError(job.format, e)}</li>
                  ))}
                </ul>
              )}
            </td>
          </tr>
        ))}
      </DataTable>
    </section>
  );
}
