import Link from 'next/link';
import type { TViewerDealership } from '@/server/dashboard/list-viewer-dealerships';
import type { TViewerSite } from '@/server/dashboard/list-viewer-sites';
import type { TReportQueryError } from '@/server/reports/report-query.schema';
import type { TReportScope } from '@/server/reports/resolve-report-scope';
import { ALL_CHOICE, filterForm } from '@/ui/form/filter-field';
import { FilterForm } from '@/ui/form/filter-form';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';

type TProps = {
  scope: TReportScope;
  errors: TReportQueryError[];
  sites: TViewerSite[];
  dealerships: TViewerDealership[];
};

const LABELS = { site: 'Site', dealership: 'Dealership', from: 'From', to: 'To' } as const;

/** The report's site, dealership and days as one GET form: works without JavaScript, and each report has its URL. */
export function ReportFilters({ scope, errors, sites, dealerships }: TProps) {
  const shown = {
    site: scope.site.slug,
    dealership: scope.dealershipId ?? undefined,
    from: scope.period.from,
    to: scope.period.to,
  };
  const { field, summary } = filterForm('report', LABELS, shown, errors);
  return (
    <FilterForm action="/reports" {...summary}>
      {sites.length > 1 ? (
        <SelectField
          {...field('site')}
          chooseOne={false}
          options={sites.map((s) => ({ value: s.slug, label: s.name }))}
        />
      ) : (
        <input type="hidden" name="site" value={scope.site.slug} />
      )}
      {dealerships.length > 1 && (
        <SelectField
          {...field('dealership')}
          chooseOne={false}
          options={[ALL_CHOICE, ...dealerships.map((d) => ({ value: String(d.id), label: d.name }))]}
        />
      )}
      <TextField {...field('from')} type="date" />
      <TextField {...field('to')} type="date" />
      <div className="flex items-center gap-3 self-end md:col-span-4">
        <button
          type="submit"
          className="bg-primary text-primary-contrast min-h-11 rounded px-4 py-1.5 font-semibold"
        >
          Show report
        </button>
        <Link href="/reports" className="text-primary underline">
          Last 30 days
        </Link>
      </div>
    </FilterForm>
  );
}
