import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getViewer } from '@/server/dashboard/get-viewer';
import { isPlatformAdmin } from '@/server/dashboard/lead-scope';
import { listViewerSites } from '@/server/dashboard/list-viewer-sites';
import { getDb } from '@/server/db/db';
import { readOperationsState } from '@/server/operations/read-operations-state';
import { canOpenSettings } from '@/server/site-settings/editable-sites';
import { OperationsPanel } from './operations-panel';

/** The sites the person manages, each to its settings; a platform admin also creates one here and sees operations. */
export async function SitesPage() {
  const viewer = await getViewer();
  if (!canOpenSettings(viewer)) notFound();
  const sites = await listViewerSites(await getDb(), viewer);
  const operations = isPlatformAdmin(viewer) ? await readOperationsState() : null;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Sites</h1>
      {isPlatformAdmin(viewer) && (
        <p>
          <Link
            href="/sites/new"
            className="bg-primary text-primary-contrast inline-block rounded px-4 py-2 font-medium"
          >
            Create a site
          </Link>
        </p>
      )}
      {sites.length === 0 ? (
        <p>No sites yet.</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {sites.map((site) => (
            <li key={site.id}>
              <Link href={`/settings/${site.slug}`} className="text-primary underline">
                {site.name}
              </Link>{' '}
              <span className="text-ink-muted text-sm">{site.slug}</span>
            </li>
          ))}
        </ul>
      )}
      {operations && <OperationsPanel state={operations} />}
    </div>
  );
}
