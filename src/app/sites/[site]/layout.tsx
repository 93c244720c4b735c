import type { Metadata } from 'next';
import { notFound, unstable_rethrow } from 'next/navigation';
import type { CSSProperties, ReactNode } from 'react';
import { EarlyControls } from '@/features/early-controls/early-controls';
import { ThirdPartyTags } from '@/features/analytics/third-party-tags';
import { SiteTrackers } from '@/features/analytics/site-trackers';
import { FavouritesBadge } from '@/features/favourites/favourites-badge';
import { AccountMenu } from '@/features/my-garage/account-menu';
import { SiteFooter } from '@/features/footer/site-footer';
import { SiteHeader } from '@/features/navigation/site-header';
import { siteNavigation } from '@/features/navigation/site-navigation';
import { listSiteLocations } from '@/server/locations/list-site-locations';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { SearchAutocomplete } from '@/features/search/search-autocomplete';
import { env } from '@/env';
import { defaultShareImage, siteOpenGraph } from '@/features/seo/site-open-graph';
import { siteOrigin } from '@/features/seo/site-origin';
import { getHomeContent } from '@/server/content-blocks/get-home-content';
import { InvokerCommandsFallback } from '@/ui/dialog/invoker-commands-fallback';
import { DeferredFontLoader } from '@/ui/theme/deferred-font-loader';
import { themeStyle, themeUsesGeist } from '@/ui/theme/theme-style';
import { GEIST_FALLBACK_FAMILY, GEIST_FAMILY, geistSans } from '../../geist-sans';
import { siteSearchPath } from '@/domain/search/search-presets';
import '../../globals.css';
import { siteKeyFromSegment } from '@/server/websites/site-segment';
import { readSiteCard } from '@/server/websites/site-card-file';
import { siteCardOf } from '@/domain/site/site-card';
import { SiteCardProvider } from '@/features/site-error/site-card-context';

type TProps = { children: ReactNode; params: Promise<{ site: string }> };

/**
 * A site's pages are rendered on their first request and then served from Next's cache until a stock or settings
 * change revalidates their tags, or at most this many seconds (dates on the page: new arrivals, holiday hours, the
 * footer's year). docs/adr/0010.
 */
export const revalidate = 300;

/** No site is known at build time (the build has no database): each is rendered on its first request. */
export function generateStaticParams(): { site: string }[] {
  return [];
}

export async function generateMetadata({ params }: Omit<TProps, 'children'>): Promise<Metadata> {
  const key = siteKeyFromSegment((await params).site);
  const site = await getSiteByKey(key).catch((error: unknown) => {
    unstable_rethrow(error);
    return undefined;
  });
  // The database is down: the error page's title is the dealer's name, from its card.
  if (site === undefined) return { title: readSiteCard(key)?.name ?? 'Temporarily unavailable' };
  if (!site) return { title: 'Site not found' };
  const image = defaultShareImage(site, (await getHomeContent(site.id)).slides);
  return {
    metadataBase: new URL(siteOrigin(site, key, env.PORT)),
    title: { template: `%s | ${site.name}`, default: site.name },
    description: `New, used and demo cars from ${site.name}.`,
    applicationName: site.name,
    icons: site.iconUrl
      ? { icon: site.iconUrl, ...(site.appIconUrl ? { apple: site.appIconUrl } : {}) }
      : undefined,
    // Pages with a canonical address set their own, with og:url (sitePageMetadata).
    openGraph: siteOpenGraph(site, null, { images: image ? [image] : undefined }),
  };
}

/**
 * While the database is down and the site's record is not in the cache, a bare page in the dealer's colours around
 * the page, whose own failure then shows the site's error page (error.tsx) from the card kept at the last lookup.
 * Without a card, the error goes on to Next's own error page.
 */
function DatabaseDownShell({
  siteKey,
  error,
  children,
}: {
  siteKey: string;
  error: unknown;
  children: ReactNode;
}) {
  const card = readSiteCard(siteKey);
  if (!card) throw error;
  return (
    <div
      className="site-root flex min-h-dvh flex-col"
      style={{ borderTop: `8px solid ${card.colorPrimary}` }}
    >
      <SiteCardProvider card={card}>{children}</SiteCardProvider>
    </div>
  );
}

export default async function SiteLayout({ children, params }: TProps) {
  const key = siteKeyFromSegment((await params).site);
  let loaded;
  try {
    const site = await getSiteByKey(key);
    loaded = site && { site, locations: await listSiteLocations(site.id, site.dealershipIds) };
  } catch (error) {
    unstable_rethrow(error); // Next's own signals (not found, dynamic rendering) are not failures
    return (
      <DatabaseDownShell siteKey={key} error={error}>
        {children}
      </DatabaseDownShell>
    );
  }
  if (!loaded) notFound();
  const { site, locations } = loaded;
  const navigation = siteNavigation(site);
  const year = Number(
    new Intl.DateTimeFormat('en-AU', { year: 'numeric', timeZone: site.timezone }).format(new Date()),
  );
  return (
    <div
      style={{ ...themeStyle(site.theme), '--font-geist-fallback': GEIST_FALLBACK_FAMILY } as CSSProperties}
      className={`${geistSans.variable} site-root bg-surface font-body text-ink flex min-h-dvh flex-col`}
    >
      {themeUsesGeist(site.theme) && <DeferredFontLoader family={GEIST_FAMILY} />}
      <EarlyControls />
      {!site.publishedAt && (
        <p className="bg-accent text-accent-contrast px-4 py-2 text-center text-sm font-semibold">
          Preview: this site is not published. Only people who may edit it see it; the public gets a 404.
        </p>
      )}
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
        favourites={
          <>
            <AccountMenu siteSlug={site.slug} />
            <FavouritesBadge siteSlug={site.slug} />
          </>
        }
        search={<SearchAutocomplete searchPath={siteSearchPath(site.searchSettings)} />}
      />
      <SiteCardProvider card={siteCardOf(site)}>{children}</SiteCardProvider>
      <SiteFooter site={site} navigation={navigation} locations={locations} year={year} />
      <SiteTrackers />
      <InvokerCommandsFallback />
      <ThirdPartyTags googleTagManagerId={site.featureFlags.googleTagManagerId} />
    </div>
  );
}
