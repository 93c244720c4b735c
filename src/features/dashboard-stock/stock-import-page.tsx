import Link from 'next/link';
import { dashboardErrorMessage } from '@/server/dashboard/dashboard-error';
import { listImportSites } from '@/server/dashboard/stock/dashboard-stock-import';
import { loadStagedStockImport } from '@/server/dashboard/stock/staged-stock-import';
import { getDb } from '@/server/db/db';
import { formatStockError } from '@/server/stock-import/format-stock-error';
import { listStockImportJobs } from '@/server/stock-import/stock-import-jobs';
import { listEditableDealerships } from '@/server/dashboard/stock/list-editable-dealerships';
import { getViewer } from '@/server/dashboard/get-viewer';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { OutcomeNotices } from '@/ui/layout/outcome-notices';
import { BackLink } from '@/ui/navigation/back-link';
import { StockImportJobsTable } from './stock-import-jobs-table';

type TProps = { searchParams: Record<string, string | string[] | undefined> };

const count = (value: unknown) =>
  typeof value === 'string' && /^\d{1,7}$/.test(value) ? Number(value) : null;

function Summary({ searchParams }: TProps) {
  const [created, updated, rejected] = [
    searchParams.created,
    searchParams.updated,
    searchParams.rejected,
  ].map(count);
  if (created === null || updated === null || rejected === null) return null;
  return (
    <p role="status" className="rounded border border-green-700 bg-green-50 p-3 text-green-900">
      Imported: {created} created, {updated} updated, {rejected} rejected.
    </p>
  );
}

/** Upload a stock file, see every bad line before anything is written, then confirm the import. */
export async function StockImportPage({ searchParams }: TProps) {
  const viewer = await getViewer();
  const upload = typeof searchParams.upload === 'string' ? searchParams.upload : null;
  const staged = upload ? await loadStagedStockImport(upload, viewer.userId) : null;
  const db = await getDb();
  const sites = await listImportSites(db, viewer);
  const editable = await listEditableDealerships(db, viewer);
  const jobs = await listStockImportJobs(db, {
    websiteIds: sites.map((s) => s.id),
    dealershipIds: editable.map((d) => d.id),
  });
  const error =
    dashboardErrorMessage(searchParams.error) ??
    (upload && !staged ? dashboardErrorMessage('import_expired') : null);
  const preview = staged?.preview;
  return (
    <div className="flex flex-col gap-6">
      <BackLink href="/stock">Back to the stock</BackLink>
      <h1 className="text-2xl font-bold">Import a stock file</h1>
      <Summary searchParams={searchParams} />
      <OutcomeNotices error={error} />
      {staged && preview && (
        <section aria-labelledby="preview-heading" className="flex flex-col gap-3">
          <h2 id="preview-heading" className="text-lg font-bold">
            Preview of {staged.fileName}
          </h2>
          {'fileError' in preview ? (
            <p role="alert" className="rounded border border-red-700 bg-red-50 p-3 text-red-800">
              The file cannot be imported: {preview.fileError}
            </p>
          ) : (
            <>
              <p>
                Nothing is written yet. Importing will create {preview.created}, update {preview.updated} and
                reject {preview.rejected} {preview.rejected === 1 ? 'row' : 'rows'}.
              </p>
              {preview.warnings.map((w) => (
                <p key={w}>{w}</p>
              ))}
              {preview.errors.length > 0 && (
                <ul aria-label="Rows that will be rejected" className="list-disc pl-5 text-red-800">
                  {preview.errors.map((e) => (
                    <li key={`${e.line}-${e.field}-${e.message}`}>{formatStockError(staged.format, e)}</li>
                  ))}
                </ul>
              )}
              <form method="post" action="/stock/import/confirm" className="flex gap-3">
                <input type="hidden" name="upload" value={upload!} />
                <button
                  type="submit"
                  className="bg-primary text-primary-contrast rounded px-4 py-2 font-semibold"
                >
                  Import {preview.created + preview.updated}{' '}
                  {preview.created + preview.updated === 1 ? 'car' : 'cars'}
                </button>
                <Link href="/stock/import" className="self-center underline">
                  Cancel
                </Link>
              </form>
            </>
          )}
        </section>
      )}
      <StockImportJobsTable jobs={jobs} />
      {sites.length === 0 ? (
        <p>Only a manager or an admin imports stock.</p>
      ) : (
        <form
          method="post"
          action="/stock/import/preview"
          encType="multipart/form-data"
          className="border-line flex flex-col gap-3 rounded border p-3"
        >
          <SelectField
            id="import-site"
            name="site"
            label="Site"
            optional={false}
            chooseOne={false}
            options={sites.map((s) => ({ value: String(s.id), label: s.name }))}
          />
          <TextField
            id="import-file"
            name="file"
            label="Stock file (CSV or JSON, as described in the stock import guide)"
            type="file"
            accept=".csv,.json,text/csv,application/json"
            required
          />
          <p>
            <button
              type="submit"
              className="bg-primary text-primary-contrast rounded px-4 py-2 font-semibold"
            >
              Check the file
            </button>
          </p>
        </form>
      )}
    </div>
  );
}
