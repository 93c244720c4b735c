import Link from 'next/link';
import { notFound } from 'next/navigation';
import { dealershipIdsOf } from '@/server/dashboard/lead-scope';
import { listViewerSites } from '@/server/dashboard/list-viewer-sites';
import { getDb } from '@/server/db/db';
import { canEditSite } from '@/server/site-settings/editable-sites';
import { getViewer } from '@/server/dashboard/get-viewer';
import { SETTINGS_SECTIONS } from './sections';

const LOCATIONS = { key: 'locations', title: 'Locations and hours' };
/** Pages of their own beside the sections (features dashboard-sites, dashboard-catalogue, dashboard-domains, dashboard-publishing). */
const SITE_PAGES = [
  { key: 'dealerships', title: 'Dealerships' },
  { key: 'catalogue', title: 'Catalogue' },
  { key: 'domains', title: 'Domains' },
  { key: 'publish', title: 'Go live' },
];

/**
 * The sites whose settings the person may open, each with its settings pages: every page for a platform admin
 * and the site's group admin; only the locations for a dealership manager. 404 for anyone with none.
 */
export async function SettingsHomePage({ slug }: { slug?: string }) {
  const viewer = await getViewer();
  const manager = dealershipIdsOf(viewer, ['dealership_manager']).length > 0;
  const sites = (await listViewerSites(await getDb(), viewer))
    .filter((s) => !slug || s.slug === slug)
    .map((s) => ({ ...s, full: canEditSite(viewer, s.id) }))
    .filter((s) => s.full || manager);
  if (sites.length === 0) notFound();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Site settings</h1>
      {sites.map((site) => (
        <section key={site.id} aria-labelledby={`site-${site.id}`} className="border-line rounded border p-4">
          <h2 id={`site-${site.id}`} className="text-lg font-bold">
            {site.name}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {[...(site.full ? [...SETTINGS_SECTIONS, ...SITE_PAGES] : []), LOCATIONS].map((section) => (
              <li key={section.key}>
                <Link href={`/settings/${site.slug}/${section.key}`} className="text-primary underline">
                  {section.title}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
