import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { env } from '@/env';
import { SearchPage } from '@/features/search/search-page';
import { siteOrigin } from '@/features/seo/site-origin';
import { searchMetadata } from '@/features/search/search-metadata';
import { resolveSearchRoute } from '@/features/search/search-route';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { siteKeyFromSegment, siteQueryFromSegment } from '@/server/websites/site-segment';

/** Rendered on the first request for each address, then served from the cache (see the site layout). */
export function generateStaticParams(): { path: string[] }[] {
  return [];
}

type TProps = {
  params: Promise<{ site: string; path: string[] }>;
};

async function load({ params }: TProps) {
  const { site: key, path } = await params;
  const site = await getSiteByKey(siteKeyFromSegment(key));
  if (!site) notFound();
  const route = resolveSearchRoute(
    site,
    `/search/${path.join('/')}`,
    siteQueryFromSegment((await params).site),
  );
  if (!route) notFound();
  if (route.redirectTo) redirect(route.redirectTo);
  return { site, ...route, origin: siteOrigin(site, siteKeyFromSegment(key), env.PORT) };
}

export async function generateMetadata(props: TProps): Promise<Metadata> {
  const { site, pathname, state } = await load(props);
  return searchMetadata(site, pathname, state);
}

export default async function Page(props: TProps) {
  const { site, pathname, state, origin } = await load(props);
  return <SearchPage site={site} pathname={pathname} state={state} origin={origin} />;
}
