import Link from 'next/link';
import { LEAD_CATEGORIES } from '@/domain/leads/lead-categories';
import type { TInboxQuery } from '@/server/dashboard/inbox-query.schema';
import type { TViewerDealership } from '@/server/dashboard/list-viewer-dealerships';
import type { TViewerSite } from '@/server/dashboard/list-viewer-sites';
import { LEAD_STATUSES } from '@/server/db/schema';
import { leadStatusLabel } from '@/domain/dashboard/lead-status-label';

type TProps = { query: TInboxQuery; sites: TViewerSite[]; dealerships: TViewerDealership[] };

const field = 'border-line rounded border px-2 py-1 font-normal';

/** The inbox's filters as one GET form: works without JavaScript, and every filtered view has its own URL. */
export function InboxFilters({ query, sites, dealerships }: TProps) {
  return (
    <form
      method="get"
      action="/leads"
      className="border-line mb-4 grid gap-3 rounded border p-3 md:grid-cols-4"
    >
      {query.view === 'unfinished' && <input type="hidden" name="view" value="unfinished" />}
      <label className="flex flex-col gap-1 text-sm font-medium md:col-span-2">
        Search name, email, phone, rego or stock number
        <input type="search" name="q" defaultValue={query.q ?? ''} maxLength={100} className={field} />
      </label>
      {sites.length > 1 && (
        <label className="flex flex-col gap-1 text-sm font-medium">
          Site
          <select name="site" defaultValue={query.site ?? ''} className={field}>
            <option value="">All</option>
            {sites.map((s) => (
              <option key={s.id} value={s.slug}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {dealerships.length > 1 && (
        <label className="flex flex-col gap-1 text-sm font-medium">
          Dealership
          <select name="dealership" defaultValue={query.dealership ?? ''} className={field}>
            <option value="">All</option>
            {dealerships.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="flex flex-col gap-1 text-sm font-medium">
        Category
        <select name="category" defaultValue={query.category ?? ''} className={field}>
          <option value="">All</option>
          {LEAD_CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Status
        <select name="status" defaultValue={query.status ?? ''} className={field}>
          <option value="">All</option>
          {LEAD_STATUSES.map((s) => (
            <option key={s} value={s}>
              {leadStatusLabel(s)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Received from
        <input type="date" name="from" defaultValue={query.from ?? ''} className={field} />
      </label>
      <label className="flex flex-col gap-1 text-sm font-medium">
        Received to
        <input type="date" name="to" defaultValue={query.to ?? ''} className={field} />
      </label>
      <div className="flex items-end gap-3">
        <button type="submit" className="bg-primary text-primary-contrast rounded px-4 py-1.5 font-semibold">
          Apply filters
        </button>
        <Link
          href={query.view === 'unfinished' ? '/leads?view=unfinished' : '/leads'}
          className="text-primary underline"
        >
          Clear
        </Link>
      </div>
    </form>
  );
}
