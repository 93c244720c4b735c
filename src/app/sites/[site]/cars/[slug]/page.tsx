import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { CarDetailPage } from '@/features/car-detail/car-detail-page';
import { getCarBySlug } from '@/server/cars/get-car-by-slug';
import { getSiteByKey } from '@/server/websites/get-site-by-key';

type TProps = { params: Promise<{ site: string; slug: string }> };

async function load(params: TProps['params']) {
  const { site: key, slug } = await params;
  const site = await getSiteByKey(decodeURIComponent(key));
  const car = site ? await getCarBySlug(site.id, site.dealershipIds, decodeURIComponent(slug)) : null;
  return site && car ? { site, car } : null;
}

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const found = await load(params);
  return found ? { title: found.car.name, alternates: { canonical: `/cars/${found.car.slug}` } } : {};
}

export default async function Page({ params }: TProps) {
  const found = await load(params);
  if (!found) notFound();
  return <CarDetailPage site={found.site} car={found.car} />;
}
