import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { env } from '@/env';
import { SearchPage } from '@/features/search/search-page';
import { siteOrigin } from '@/features/seo/site-origin';
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
  return { site, ...route, origin: siteOrigin(site, siteKeyFromSegment((await params).site), env.PORT) };
}

export async function generateMetadata(props: TProps): Promise<Metadata> {
  const { site, pathname, state } = await load(props);
  return searchMetadata(site, pathname, state);
}

export default async function Page(props: TProps) {
  const { site, pathname, state, origin } = await load(props);
  return <SearchPage site={site} pathname={pathname} state={state} origin={origin} />;
}
