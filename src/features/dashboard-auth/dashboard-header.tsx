import Link from 'next/link';
import { mayManagePeople } from '@/domain/people/people-scope';
import type { TViewerSite } from '@/server/dashboard/list-viewer-sites';
import type { TViewer } from '@/server/dashboard/viewer.types';
import { canOpenSettings } from '@/server/site-settings/editable-sites';
import { SelectField } from '@/ui/form/select-field';
import { roleLabel } from './role-label';

type TProps = { viewer: TViewer; sites: TViewerSite[] };

const NAV = [
  { href: '/leads', label: 'Leads' },
  { href: '/leads?view=unfinished', label: 'Unfinished' },
  { href: '/reservations', label: 'Reservations' },
  { href: '/stock', label: 'Stock' },
  { href: '/reports', label: 'Reports' },
];

/** The dashboard's header: navigation, the site switcher (a GET form), who is signed in, and sign-out. */
export function DashboardHeader({ viewer, sites }: TProps) {
  return (
    <header className="border-line bg-surface-alt border-b">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3">
        <span className="text-lg font-bold">Forecourt dashboard</span>
        <nav aria-label="Dashboard">
          <ul className="flex flex-wrap gap-x-4 gap-y-2">
            {NAV.map((item) => (
              <li key={item.href}>
                <Link href={item.href} className="text-primary underline-offset-4 hover:underline">
                  {item.label}
                </Link>
              </li>
            ))}
            {mayManagePeople(viewer.memberships) && (
              <li>
                <Link href="/people" className="text-primary underline-offset-4 hover:underline">
                  People
                </Link>
              </li>
            )}
            {canOpenSettings(viewer) && (
              <li>
                <Link href="/settings" className="text-primary underline-offset-4 hover:underline">
                  Settings
                </Link>
              </li>
            )}
            {canOpenSettings(viewer) && (
              <li>
                <Link href="/sites" className="text-primary underline-offset-4 hover:underline">
                  Sites
                </Link>
              </li>
            )}
          </ul>
        </nav>
        {sites.length > 1 && (
          <form action="/leads" method="get" className="flex items-end gap-2">
            <SelectField
              id="site-switcher"
              name="site"
              label="Site"
              optional={false}
              chooseOne={false}
              options={[
                { value: '', label: 'All my sites' },
                ...sites.map((s) => ({ value: s.slug, label: s.name })),
              ]}
            />
            <button type="submit" className="border-line min-h-11 rounded border px-3 py-1">
              Switch
            </button>
          </form>
        )}
        <div className="ml-auto flex flex-wrap items-center gap-3 text-sm">
          <span>
            {viewer.name} ({viewer.memberships.map((m) => roleLabel(m.role)).join(', ') || 'no access'})
          </span>
          <Link href="/account/two-factor" className="text-primary underline-offset-4 hover:underline">
            Two-factor sign-in
          </Link>
          <Link href="/account/notifications" className="text-primary underline-offset-4 hover:underline">
            Email notifications
          </Link>
          <form method="post" action="/session/end" className="flex gap-2">
            <button type="submit" className="border-line rounded border px-3 py-1">
              Sign out
            </button>
            <button
              type="submit"
              name="everywhere"
              value="1"
              className="border-line rounded border px-3 py-1"
            >
              Sign out everywhere
            </button>
          </form>
        </div>
      </div>
    </header>
  );
}
