import Link from 'next/link';
import { LEAD_CATEGORIES } from '@/domain/leads/lead-categories';
import type { TInboxQuery } from '@/server/dashboard/inbox-query.schema';
import type { TViewerDealership } from '@/server/dashboard/list-viewer-dealerships';
import type { TViewerSite } from '@/server/dashboard/list-viewer-sites';
import { LEAD_STATUSES } from '@/server/db/schema';
import { leadStatusLabel } from '@/domain/dashboard/lead-status-label';
import { ALL_CHOICE, filterForm, type TFilterErrors } from '@/ui/form/filter-field';
import { FilterForm } from '@/ui/form/filter-form';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';

type TProps = {
  query: TInboxQuery;
  errors: TFilterErrors;
  sites: TViewerSite[];
  dealerships: TViewerDealership[];
};

const LABELS = {
  q: 'Search name, email, phone, rego or stock number',
  site: 'Site',
  dealership: 'Dealership',
  category: 'Category',
  status: 'Status',
  from: 'Received from',
  to: 'Received to',
} as const;

/** The inbox's filters as one GET form: works without JavaScript, and every filtered view has its own URL. */
export function InboxFilters({ query, errors, sites, dealerships }: TProps) {
  const { field, summary } = filterForm('inbox', LABELS, query, errors);
  return (
    <FilterForm action="/leads" {...summary}>
      {query.view === 'unfinished' && <input type="hidden" name="view" value="unfinished" />}
      {/* The quick filters and the sort are links above the form: applying the form keeps them. */}
      {query.assigned && <input type="hidden" name="assigned" value={query.assigned} />}
      {query.overdue && <input type="hidden" name="overdue" value={query.overdue} />}
      {query.sort && <input type="hidden" name="sort" value={query.sort} />}
      <div className="md:col-span-2">
        <TextField {...field('q')} type="search" maxLength={100} />
      </div>
      {sites.length > 1 && (
        <SelectField
          {...field('site')}
          chooseOne={false}
          options={[ALL_CHOICE, ...sites.map((s) => ({ value: s.slug, label: s.name }))]}
        />
      )}
      {dealerships.length > 1 && (
        <SelectField
          {...field('dealership')}
          chooseOne={false}
          options={[ALL_CHOICE, ...dealerships.map((d) => ({ value: String(d.id), label: d.name }))]}
        />
      )}
      <SelectField {...field('category')} chooseOne={false} options={[ALL_CHOICE, ...LEAD_CATEGORIES]} />
      <SelectField
        {...field('status')}
        chooseOne={false}
        options={[ALL_CHOICE, ...LEAD_STATUSES.map((s) => ({ value: s, label: leadStatusLabel(s) }))]}
      />
      <TextField {...field('from')} type="date" />
      <TextField {...field('to')} type="date" />
      <div className="flex items-center gap-3 self-end">
        <button
          type="submit"
          className="bg-primary text-primary-contrast min-h-11 rounded px-4 py-1.5 font-semibold"
        >
          Apply filters
        </button>
        <Link
          href={query.view === 'unfinished' ? '/leads?view=unfinished' : '/leads'}
          className="text-primary underline"
        >
          Clear
        </Link>
      </div>
    </FilterForm>
  );
}
