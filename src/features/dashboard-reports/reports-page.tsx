import { formatDateTime } from '@/domain/dashboard/format-date-time';
import { getViewer } from '@/server/dashboard/get-viewer';
import { getDb } from '@/server/db/db';
import { loadReport } from '@/server/reports/load-report';
import { parseReportQuery, reportHref, type TReportQuery } from '@/server/reports/report-query.schema';
import { resolveReportScope, type TReportScope } from '@/server/reports/resolve-report-scope';
import { ReportFilters } from './report-filters';
import { ReportSection } from './report-section';
import { REPORT_TABLE_IDS, reportTables } from './report-tables';

type TProps = { searchParams: Record<string, string | string[] | undefined> };

/** The choices of a shown report, as its CSV links carry them. */
function chosen(scope: TReportScope): TReportQuery {
  return {
    site: scope.site.slug,
    dealership: scope.dealershipId ?? undefined,
    from: scope.period.from,
    to: scope.period.to,
  };
}

const localDay = (date: string) =>
  new Intl.DateTimeFormat('en-AU', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** The Reports page: one site (and dealership) over chosen days, each figure as a chart, a table and a CSV. */
export async function ReportsPage({ searchParams }: TProps) {
  const viewer = await getViewer();
  const db = await getDb();
  const parsed = parseReportQuery(searchParams);
  const now = new Date();
  const resolved = await resolveReportScope(db, viewer, parsed.query, now);
  const { scope } = resolved;
  if (!scope) {
    return (
      <>
        <h1 className="mb-4 text-2xl font-bold">Reports</h1>
        <p>You have no site to report on.</p>
      </>
    );
  }
  const report = await loadReport(db, viewer, scope, now);
  const tables = reportTables(report);
  const dealership = resolved.dealerships.find((d) => d.id === scope.dealershipId);
  const query = chosen(scope);
  return (
    <>
      <h1 className="mb-4 text-2xl font-bold">Reports</h1>
      <ReportFilters
        scope={scope}
        errors={[...parsed.errors, ...resolved.errors]}
        sites={resolved.sites}
        dealerships={resolved.dealerships}
      />
      <p className="mb-4">
        {scope.site.name}, {dealership ? dealership.name : 'every dealership you see'}:{' '}
        {localDay(scope.period.from)} to {localDay(scope.period.to)} ({scope.site.timezone} time).{' '}
        <strong data-testid="report-lead-total">{report.leads.total}</strong> leads, not counting spam or
        unfinished forms. Stock is as of {formatDateTime(now, scope.site.timezone)}.
      </p>
      {REPORT_TABLE_IDS.map((id) => (
        <ReportSection
          key={id}
          table={tables[id]}
          currency={scope.site.currency}
          csvHref={`${reportHref(query, '/reports/csv')}&table=${id}`}
        />
      ))}
    </>
  );
}
