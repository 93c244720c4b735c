import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { env } from '@/env';
import { CarDetailPage } from '@/features/car-detail/car-detail-page';
import { getCarLocation } from '@/server/cars/get-car-location';
import { siteOpenGraph } from '@/features/seo/site-open-graph';
import { siteOrigin } from '@/features/seo/site-origin';
import { getCarBySlug } from '@/server/cars/get-car-by-slug';
import { PLACEHOLDER_IMAGE_URL } from '@/server/media/placeholder';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { siteKeyFromSegment } from '@/server/websites/site-segment';

/** Rendered on the first request for each address, then served from the cache (see the site layout). */
export function generateStaticParams(): { slug: string }[] {
  return [];
}

type TProps = { params: Promise<{ site: string; slug: string }> };

async function load(params: TProps['params']) {
  const { site: key, slug } = await params;
  const site = await getSiteByKey(siteKeyFromSegment(key));
  const origin = site ? siteOrigin(site, siteKeyFromSegment(key), env.PORT) : '';
  // Not decoded again: the router already decoded it, and a second decode of a '%' (say '/cars/100%25')
  // threw (500). Car slugs are plain ASCII, so anything else is simply not found.
  const car = site ? await getCarBySlug(site.id, site.dealershipIds, slug) : null;
  return site && car ? { site, car, origin } : null;
}

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const found = await load(params);
  if (!found) return {};
  const { car } = found;
  const photo = car.images.find((i) => i.url !== PLACEHOLDER_IMAGE_URL) ?? car.images[0];
  const canonical = `/cars/${car.slug}`;
  const description = `${car.name} at ${found.site.name}.`;
  return {
    title: car.name,
    description,
    alternates: { canonical },
    openGraph: siteOpenGraph(found.site, canonical, {
      title: car.name,
      description,
      images: photo ? [{ url: photo.url, width: photo.width, height: photo.height, alt: car.name }] : [],
    }),
  };
}

export default async function Page({ params }: TProps) {
  const found = await load(params);
  if (!found) notFound();
  const { site, car, origin } = found;
  const where = await getCarLocation(site.id, car.dealershipId, car.locationId);
  return <CarDetailPage site={site} car={car} where={where} origin={origin} now={new Date()} />;
}
