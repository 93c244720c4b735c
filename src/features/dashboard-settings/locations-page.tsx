import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getDb } from '@/server/db/db';
import { listEditableLocations } from '@/server/site-settings/editable-locations';
import { getViewer } from '@/server/dashboard/get-viewer';
import { canEditSite } from '@/server/site-settings/editable-sites';

/** The locations of a site the person may edit (a manager: their dealerships' own), each linking to its hours. */
export async function LocationsPage({ slug }: { slug: string }) {
  const viewer = await getViewer();
  const found = await listEditableLocations(await getDb(), viewer, slug);
  if (!found) notFound();
  return (
    <div className="flex flex-col gap-6">
      <p>
        <Link href={`/settings/${found.site.slug}`} className="text-primary underline">
          Back to the settings of {found.site.name}
        </Link>
      </p>
      <h1 className="text-2xl font-bold">Locations and hours: {found.site.name}</h1>
      {canEditSite(viewer, found.site.id) && (
        <p>
          <Link href={`/settings/${found.site.slug}/locations/new`} className="text-primary underline">
            Add a location
          </Link>
        </p>
      )}
      <ul className="flex flex-col gap-2">
        {found.locations.map((l) => (
          <li key={l.id}>
            <Link href={`/settings/${found.site.slug}/locations/${l.id}`} className="text-primary underline">
              {l.name}
            </Link>{' '}
            <span className="text-ink-muted text-sm">
              {l.city}
              {l.type ? ` · ${l.type}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
