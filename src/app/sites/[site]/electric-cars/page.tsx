import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { SearchPage } from '@/features/search/search-page';
import { searchMetadata } from '@/features/search/search-metadata';
import { resolveSearchRoute } from '@/features/search/search-route';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { siteKeyFromSegment, siteQueryFromSegment } from '@/server/websites/site-segment';

type TProps = {
  params: Promise<{ site: string }>;
};

async function load({ params }: TProps) {
  const site = await getSiteByKey(siteKeyFromSegment((await params).site));
  if (!site) notFound();
  const route = resolveSearchRoute(site, '/electric-cars', siteQueryFromSegment((await params).site));
  if (!route) notFound();
  if (route.redirectTo) redirect(route.redirectTo);
  return { site, ...route };
}

export async function generateMetadata(props: TProps): Promise<Metadata> {
  const { site, pathname, state } = await load(props);
  return searchMetadata(site, pathname, state);
}

export default async function Page(props: TProps) {
  const { site, pathname, state } = await load(props);
  return <SearchPage site={site} pathname={pathname} state={state} />;
}
