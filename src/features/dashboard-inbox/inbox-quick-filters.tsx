import Link from 'next/link';
import { inboxHref, type TInboxQuery } from '@/server/dashboard/inbox-query.schema';

const chip = 'border-line inline-block min-h-11 rounded border px-3 py-2';
const on = 'bg-primary text-primary-contrast';

/**
 * Mine, Unassigned and Overdue one click away: links (so they work without JavaScript) that switch a filter on
 * or off and keep the others; the one in force is marked with aria-current.
 */
export function InboxQuickFilters({ query }: { query: TInboxQuery }) {
  const links = [
    {
      label: 'Mine',
      active: query.assigned === 'me',
      href: inboxHref({ ...query, assigned: query.assigned === 'me' ? undefined : 'me', page: 1 }),
    },
    {
      label: 'Unassigned',
      active: query.assigned === 'nobody',
      href: inboxHref({ ...query, assigned: query.assigned === 'nobody' ? undefined : 'nobody', page: 1 }),
    },
    {
      label: 'Overdue',
      active: query.overdue === 'yes',
      href: inboxHref({ ...query, overdue: query.overdue ? undefined : 'yes', page: 1 }),
    },
  ];
  return (
    <nav aria-label="Quick filters" className="mb-4">
      <ul className="flex flex-wrap gap-2">
        {links.map((l) => (
          <li key={l.label}>
            <Link
              href={l.href}
              aria-current={l.active ? 'true' : undefined}
              className={`${chip} ${l.active ? on : ''}`}
            >
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
