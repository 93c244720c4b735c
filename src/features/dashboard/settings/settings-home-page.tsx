import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getDb } from '@/server/db/db';
import { listEditableSites } from '@/server/site-settings/editable-sites';
import { getViewer } from '../auth/get-viewer';
import { SETTINGS_SECTIONS } from './sections';

/** The sites whose settings the person may change, each with its settings pages; 404 for anyone who may change none. */
export async function SettingsHomePage({ slug }: { slug?: string }) {
  const sites = await listEditableSites(await getDb(), await getViewer());
  const shown = slug ? sites.filter((s) => s.slug === slug) : sites;
  if (shown.length === 0) notFound();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold">Site settings</h1>
      {shown.map((site) => (
        <section key={site.id} aria-labelledby={`site-${site.id}`} className="border-line rounded border p-4">
          <h2 id={`site-${site.id}`} className="text-lg font-bold">
            {site.name}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {SETTINGS_SECTIONS.map((section) => (
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
