import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { SearchPage } from '@/features/search/search-page';
import { searchMetadata } from '@/features/search/search-metadata';
import { resolveSearchRoute } from '@/features/search/search-route';
import { getSiteByKey } from '@/server/websites/get-site-by-key';

/** Reads the query string, so it renders per request (the site layout's cache is for pages without one). */
export const dynamic = 'force-dynamic';

type TProps = {
  params: Promise<{ site: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function load({ params, searchParams }: TProps) {
  const site = await getSiteByKey(decodeURIComponent((await params).site));
  if (!site) notFound();
  const route = resolveSearchRoute(site, '/electric-cars', await searchParams);
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
