import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import type { ReactNode } from 'react';
import { env } from '@/env';
import { siteOrigin } from '@/features/seo/site-origin';
import { redirectOldAddress } from '@/server/redirects/redirect-old-address';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { SearchPage } from './search-page';
import { searchMetadata } from './search-metadata';
import { isSiteSearchPath, resolveSearchRoute } from './search-route';
import { siteKeyFromSegment, siteQueryFromSegment } from '@/server/websites/site-segment';

type TProps<P> = { params: Promise<P> };
type TRoute<P> = {
  generateMetadata(props: TProps<P>): Promise<Metadata>;
  Page(props: TProps<P>): Promise<ReactNode>;
};

async function load<P extends { site: string }>(props: TProps<P>, pathOf: (params: P) => string) {
  const params = await props.params;
  const site = await getSiteByKey(siteKeyFromSegment(params.site));
  const pathname = pathOf(params);
  if (!site || !isSiteSearchPath(site, pathname)) return null;
  const route = resolveSearchRoute(site, pathname, siteQueryFromSegment(params.site));
  if (route?.redirectTo) redirect(route.redirectTo);
  return route && { site, ...route };
}

/**
 * A route that serves the site's own search path (search settings' searchPath, e.g. /cars or /stock) when
 * the request is for it, then an old address the site's redirects name (a permanent redirect), and otherwise
 * what `fallback` serves (null: the site's 404). For the routes a configured search path outside /search/ falls
 * into: the single segment and the catch-all.
 */
export function withSiteSearchPath<P extends { site: string }>(
  pathOf: (params: P) => string,
  fallback: TRoute<P> | null,
): TRoute<P> {
  return {
    async generateMetadata(props) {
      const found = await load(props, pathOf);
      if (found) return searchMetadata(found.site, found.pathname, found.state);
      return fallback ? fallback.generateMetadata(props) : {};
    },
    async Page(props) {
      const found = await load(props, pathOf);
      if (found) {
        const origin = siteOrigin(found.site, siteKeyFromSegment((await props.params).site), env.PORT);
        return <SearchPage site={found.site} pathname={found.pathname} state={found.state} origin={origin} />;
      }
      const params = await props.params;
      const site = await getSiteByKey(siteKeyFromSegment(params.site));
      if (site) await redirectOldAddress(site.id, pathOf(params), params.site);
      if (!fallback) notFound();
      return fallback.Page(props);
    },
  };
}
