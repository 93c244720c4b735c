import Link from 'next/link';
import { notFound } from 'next/navigation';
import { countryRules } from '@/domain/onboarding/country-rules';
import { DashboardError } from '@/server/dashboard/dashboard-error';
import { getViewer } from '@/server/dashboard/get-viewer';
import { getDb } from '@/server/db/db';
import { listSiteDealerships } from '@/server/onboarding/site-dealerships';
import { OutcomeNotices } from '@/ui/layout/outcome-notices';
import { BackLink } from '@/ui/navigation/back-link';
import { dealershipsPath } from './dealership-labels';

type TProps = { slug: string; searchParams: Record<string, string | string[] | undefined> };

const DONE: Record<string, string> = {
  created: 'Dealership created. Add its locations and their hours next.',
  saved: 'Saved. The site shows the change from its next page view.',
};

async function siteDealerships(slug: string) {
  try {
    return await listSiteDealerships(await getDb(), await getViewer(), slug);
  } catch (error) {
    if (error instanceof DashboardError) notFound();
    throw error;
  }
}

/** A site's dealerships (its platform and group admins): each to its form, and a new one. */
export async function DealershipsPage({ slug, searchParams }: TProps) {
  const { site, dealerships } = await siteDealerships(slug);
  const path = dealershipsPath(site.slug);
  const done = typeof searchParams.done === 'string' ? (DONE[searchParams.done] ?? null) : null;
  return (
    <div className="flex flex-col gap-6">
      <BackLink href={`/settings/${site.slug}`}>Back to the settings of {site.name}</BackLink>
      <h1 className="text-2xl font-bold">Dealerships: {site.name}</h1>
      <p className="text-ink-muted">
        {countryRules(site.country).name} · {site.currency} · {countryRules(site.country).gst}
      </p>
      <OutcomeNotices done={done} />
      <p className="flex flex-wrap gap-4">
        <Link href={`${path}/new`} className="bg-primary text-primary-contrast rounded px-4 py-2 font-medium">
          Add a dealership
        </Link>
        {dealerships.length > 0 && (
          <Link href={`/settings/${site.slug}/locations`} className="text-primary self-center underline">
            Locations and hours
          </Link>
        )}
      </p>
      {dealerships.length === 0 ? (
        <p>No dealerships yet: add the first, and it heads the site (its licence in the footer).</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {dealerships.map((d) => (
            <li key={d.id}>
              <Link href={`${path}/${d.id}`} className="text-primary underline">
                {d.name}
              </Link>{' '}
              <span className="text-ink-muted text-sm">
                {[d.suburb, d.region].filter(Boolean).join(', ')}
                {d.id === site.dealershipId ? ' · heads the site' : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
