import Link from 'next/link';
import { notFound } from 'next/navigation';
import { listSiteCatalogue } from '@/server/catalogue/save-catalogue-model';
import { DashboardError, dashboardErrorMessage } from '@/server/dashboard/dashboard-error';
import { getViewer } from '@/server/dashboard/get-viewer';
import { getDb } from '@/server/db/db';
import { OutcomeNotices } from '@/ui/layout/outcome-notices';
import { BackLink } from '@/ui/navigation/back-link';
import { cataloguePath } from './catalogue-labels';

type TProps = { slug: string; searchParams: Record<string, string | string[] | undefined> };

const DONE: Record<string, string> = {
  created: 'Model added. The site shows it from its next page view.',
  saved: 'Saved. The site shows the change from its next page view.',
  deleted: 'Model removed from the catalogue.',
};

async function load(slug: string) {
  try {
    return await listSiteCatalogue(await getDb(), await getViewer(), slug);
  } catch (error) {
    if (error instanceof DashboardError) notFound();
    throw error;
  }
}

/** A site's model catalogue (its platform and group admins): its brands, each with its models, and a new model. */
export async function CataloguePage({ slug, searchParams }: TProps) {
  const { site, models } = await load(slug);
  const path = cataloguePath(site.slug);
  const done = typeof searchParams.done === 'string' ? (DONE[searchParams.done] ?? null) : null;
  const makes = [...new Set(models.map((m) => m.manufacturerName.trim()))];
  return (
    <div className="flex flex-col gap-6">
      <BackLink href={`/settings/${site.slug}`}>Back to the settings of {site.name}</BackLink>
      <h1 className="text-2xl font-bold">Catalogue: {site.name}</h1>
      <OutcomeNotices done={done} error={dashboardErrorMessage(searchParams.error)} />
      <p>
        The brands and models the site’s <code>/models</code> and <code>/brands/…</code> pages show. A brand
        is the make its models name.{' '}
        <Link href={`${path}/new`} className="text-primary underline">
          Add a model
        </Link>
      </p>
      {makes.length === 0 && <p>No models yet.</p>}
      {makes.map((make, i) => (
        <section key={make} aria-labelledby={`make-${i}`} className="border-line rounded border p-3">
          <h2 id={`make-${i}`} className="text-lg font-semibold">
            {make}
          </h2>
          <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
            {models
              .filter((m) => m.manufacturerName.trim() === make)
              .map((m) => (
                <li key={m.id}>
                  <Link href={`${path}/${m.id}`} className="text-primary underline">
                    {m.name.trim()}
                  </Link>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
