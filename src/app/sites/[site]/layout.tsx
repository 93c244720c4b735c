import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import type { CSSProperties, ReactNode } from 'react';
import { ClickToCallTracker } from '@/features/analytics/click-to-call-tracker';
import { ThirdPartyTags } from '@/features/analytics/third-party-tags';
import { VisitTracker } from '@/features/analytics/visit-tracker';
import { FavouritesBadge } from '@/features/favourites/favourites-badge';
import { SiteFooter } from '@/features/footer/site-footer';
import { SiteHeader } from '@/features/navigation/site-header';
import { siteNavigation } from '@/features/navigation/site-navigation';
import { listSiteLocations } from '@/server/locations/list-site-locations';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { SearchAutocomplete } from '@/features/search/search-autocomplete';
import { defaultShareImage, siteOpenGraph } from '@/features/seo/site-open-graph';
import { siteOrigin } from '@/features/seo/site-origin';
import { getHomeContent } from '@/server/content-blocks/get-home-content';
import { REQUEST_PATH_HEADER } from '@/server/http/request-path-header';
import { DeferredFontLoader } from '@/ui/theme/deferred-font-loader';
import { themeStyle, themeUsesGeist } from '@/ui/theme/theme-style';
import { GEIST_FALLBACK_FAMILY, GEIST_FAMILY, geistSans } from '../../geist-sans';
import { siteSearchPath } from '@/domain/search/search-presets';
import '../../globals.css';

type TProps = { children: ReactNode; params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Omit<TProps, 'children'>): Promise<Metadata> {
  const site = await getSiteByKey(decodeURIComponent((await params).site));
  if (!site) return { title: 'Site not found' };
  const h = await headers();
  const image = defaultShareImage(site, (await getHomeContent(site.id)).slides);
  return {
    metadataBase: new URL(siteOrigin(site, h)),
    title: { template: `%s | ${site.name}`, default: site.name },
    description: `New, used and demo cars from ${site.name}.`,
    applicationName: site.name,
    icons: site.iconUrl ? { icon: site.iconUrl } : undefined,
    // og:url is the path asked for; pages whose canonical differs set their own (siteOpenGraph).
    openGraph: siteOpenGraph(site, h.get(REQUEST_PATH_HEADER) ?? '/', {
      images: image ? [image] : undefined,
    }),
  };
}

export default async function SiteLayout({ children, params }: TProps) {
  const site = await getSiteByKey(decodeURIComponent((await params).site));
  if (!site) notFound();
  const navigation = siteNavigation(site);
  const locations = await listSiteLocations(site.id, site.dealershipIds);
  const year = Number(
    new Intl.DateTimeFormat('en-AU', { year: 'numeric', timeZone: site.timezone }).format(new Date()),
  );
  return (
    <div
      style={{ ...themeStyle(site.theme), '--font-geist-fallback': GEIST_FALLBACK_FAMILY } as CSSProperties}
      className={`${geistSans.variable} site-root bg-surface font-body text-ink flex min-h-dvh flex-col`}
    >
      {themeUsesGeist(site.theme) && <DeferredFontLoader family={GEIST_FAMILY} />}
      <a
        href="#main"
        className="bg-accent text-accent-contrast rounded-theme sr-only z-50 px-4 py-2 font-semibold focus:not-sr-only focus:absolute focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <SiteHeader
        site={site}
        navigation={navigation}
        locations={locations}
        favourites={<FavouritesBadge siteSlug={site.slug} />}
        search={<SearchAutocomplete searchPath={siteSearchPath(site.searchSettings)} />}
      />
      {children}
      <SiteFooter site={site} navigation={navigation} locations={locations} year={year} />
      <ClickToCallTracker />
      <VisitTracker />
      <ThirdPartyTags googleTagManagerId={site.featureFlags.googleTagManagerId} />
    </div>
  );
}
