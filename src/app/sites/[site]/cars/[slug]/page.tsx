import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { siteOpenGraph } from '@/features/seo/site-open-graph';
import { siteOrigin } from '@/features/seo/site-origin';
import { notFound } from 'next/navigation';
import { CarDetailPage } from '@/features/car-detail/car-detail-page';
import { getCarLocation } from '@/features/car-detail/get-car-location';
import { getCarBySlug } from '@/server/cars/get-car-by-slug';
import { PLACEHOLDER_IMAGE_URL } from '@/server/media/placeholder';
import { getSiteByKey } from '@/server/websites/get-site-by-key';

type TProps = { params: Promise<{ site: string; slug: string }> };

async function load(params: TProps['params']) {
  const { site: key, slug } = await params;
  const site = await getSiteByKey(decodeURIComponent(key));
  // Not decoded again: the router already decoded it, and a second decode of a '%' (say '/cars/100%25')
  // threw (500). Car slugs are plain ASCII, so anything else is simply not found.
  const car = site ? await getCarBySlug(site.id, site.dealershipIds, slug) : null;
  return site && car ? { site, car } : null;
}

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const found = await load(params);
  if (!found) return {};
  const { car } = found;
  const photo = car.images.find((i) => i.url !== PLACEHOLDER_IMAGE_URL) ?? car.images[0];
  const origin = siteOrigin(found.site, await headers());
  return {
    title: car.name,
    description: `${car.name} at ${found.site.name}.`,
    alternates: { canonical: `/cars/${car.slug}` },
    metadataBase: new URL(origin),
    openGraph: siteOpenGraph(found.site, `/cars/${car.slug}`, {
      title: car.name,
      images: photo ? [{ url: photo.url, width: photo.width, height: photo.height, alt: car.name }] : [],
    }),
  };
}

export default async function Page({ params }: TProps) {
  const found = await load(params);
  if (!found) notFound();
  const { site, car } = found;
  const where = await getCarLocation(site.id, car.dealershipId, car.locationId);
  return (
    <CarDetailPage
      site={site}
      car={car}
      where={where}
      origin={siteOrigin(site, await headers())}
      now={new Date()}
    />
  );
}
