import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { isTradeInValuationShown } from '@/domain/cars/is-trade-in-valuation-shown';
import { getCarLocation } from '@/server/cars/get-car-location';
import { TradeInPage } from '@/features/trade-in/trade-in-page';
import { getCarBySlug } from '@/server/cars/get-car-by-slug';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { siteKeyFromSegment } from '@/server/websites/site-segment';

/** Rendered on the first request for each address, then served from the cache (see the site layout). */
export function generateStaticParams(): { slug: string }[] {
  return [];
}

type TProps = { params: Promise<{ site: string; slug: string }> };

/** The site and its car, only when the car takes a trade-in valuation (ADR 0003); else null (404). */
async function load(params: TProps['params']) {
  const { site: key, slug } = await params;
  const site = await getSiteByKey(siteKeyFromSegment(key));
  const car = site ? await getCarBySlug(site.id, site.dealershipIds, slug) : null;
  return site && car && isTradeInValuationShown(car) ? { site, car } : null;
}

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const found = await load(params);
  if (!found) return {};
  return {
    // Year, make and model only: with the badge and the site's name a title ran past 70 characters.
    title: `Trade-in: ${found.car.year} ${found.car.make} ${found.car.model}`,
    robots: { index: false },
  };
}

export default async function Page({ params }: TProps) {
  const found = await load(params);
  if (!found) notFound();
  const { site, car } = found;
  const where = await getCarLocation(site.id, car.dealershipId, car.locationId);
  return <TradeInPage site={site} trade={{ car, where }} siteState={null} />;
}
