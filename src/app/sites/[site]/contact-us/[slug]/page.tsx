import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { LocationContactPage, locationsForContactSlug } from '@/features/locations/location-contact-page';
import { env } from '@/env';
import { AutoDealerJsonLdScript } from '@/features/seo/auto-dealer-json-ld-script';
import { siteOrigin } from '@/features/seo/site-origin';
import { listSiteLocations } from '@/server/locations/list-site-locations';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { sitePageMetadata } from '@/features/seo/site-page-metadata';
import { siteKeyFromSegment } from '@/server/websites/site-segment';

/** Rendered on the first request for each address, then served from the cache (see the site layout). */
export function generateStaticParams(): { slug: string }[] {
  return [];
}

type TProps = { params: Promise<{ site: string; slug: string }> };

async function load(params: TProps['params']) {
  const { site: key, slug } = await params;
  const site = await getSiteByKey(siteKeyFromSegment(key));
  if (!site) return null;
  const origin = siteOrigin(site, siteKeyFromSegment(key), env.PORT);
  const locations = await listSiteLocations(site.id, site.dealershipIds);
  const matches = locationsForContactSlug(locations, slug);
  const first = matches[0];
  return first ? { site, origin, locations, matches, first, slug } : null;
}

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const found = await load(params);
  if (!found) return {};
  const l = found.first;
  return sitePageMetadata(found.site, {
    title: `Contact ${l.name}`,
    description: `${l.name}, ${l.street}, ${l.city} ${l.state}: opening hours, directions and enquiries.`,
    canonical: `/contact-us/${found.slug}`,
  });
}

export default async function Page({ params }: TProps) {
  const found = await load(params);
  if (!found) notFound();
  return (
    <>
      <LocationContactPage site={found.site} matches={found.matches} siteLocations={found.locations} />
      <AutoDealerJsonLdScript site={found.site} origin={found.origin} locations={found.matches} />
    </>
  );
}
