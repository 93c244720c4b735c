import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { compareRedirect } from '@/domain/compare/compare-list';
import { listLatestCars } from '@/server/cars/list-latest-cars';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { siteKeyFromSegment, siteQueryFromSegment } from '@/server/websites/site-segment';
import { ComparePage } from './compare-page';
import { loadCompare } from './load-compare';

/** How many of the site's newest cars the "Add a car" list offers. */
const ADD_CHOICES = 30;

type TProps = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const site = await getSiteByKey(siteKeyFromSegment((await params).site));
  if (!site) return {};
  // One page per combination of cars: shared, not indexed.
  return { title: 'Compare cars', robots: { index: false } };
}

/**
 * /compare?cars=a,b,c, cached per address like every public page. The add form (GET, repeated `cars`) lands on an
 * address of its own, which is sent on to the one shareable spelling, a comma-separated list.
 */
export async function ComparePageRoute({ params }: TProps) {
  const segment = (await params).site;
  const site = await getSiteByKey(siteKeyFromSegment(segment));
  if (!site) notFound();
  const query = siteQueryFromSegment(segment);
  const { list, cars, missing } = await loadCompare(site, query);
  const to = compareRedirect(query, list);
  if (to) redirect(to);
  const choices = await listLatestCars(site.id, site.dealershipIds, ADD_CHOICES);
  return <ComparePage site={site} list={list} cars={cars} missing={missing} choices={choices} />;
}
