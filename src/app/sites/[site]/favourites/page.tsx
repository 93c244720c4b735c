import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { siteSearchPath } from '@/domain/search/search-presets';
import { siteCardProps } from '@/features/car-card/site-card-props';
import { earlyEmptyStateScript } from '@/features/favourites/early-empty-state';
import { favouritesKey } from '@/features/favourites/favourites-store';
import { FavouritesList } from '@/features/favourites/favourites-list';
import { getSiteByKey } from '@/server/websites/get-site-by-key';
import { sitePageMetadata } from '@/features/seo/site-page-metadata';
import { siteKeyFromSegment } from '@/server/websites/site-segment';

type TProps = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: TProps): Promise<Metadata> {
  const site = await getSiteByKey(siteKeyFromSegment((await params).site));
  if (!site) return {};
  return sitePageMetadata(site, { title: 'Favourites', canonical: '/favourites' });
}

/** The cars saved in this browser, with their current state. */
export default async function Page({ params }: TProps) {
  const site = await getSiteByKey(siteKeyFromSegment((await params).site));
  if (!site) notFound();
  // The same card props as search and the home, so a saved car reads as it does there (one car card).
  const card = siteCardProps(site, new Date());
  return (
    <main id="main" className="mx-auto flex w-full max-w-7xl flex-1 flex-col gap-4 px-4 py-8">
      <h1 className="font-heading text-3xl font-bold">Your favourites</h1>
      <noscript>
        <p className="text-ink">Your saved cars are kept in this browser. Turn on JavaScript to see them.</p>
      </noscript>
      <FavouritesList
        siteSlug={card.siteSlug}
        currency={card.currency}
        flags={card.flags}
        finance={card.finance}
        checkout={card.checkout}
        searchPath={siteSearchPath(site.searchSettings)}
      />
      {/* Right after the list's markup: shows its empty state before hydration when nothing is saved. */}
      <script dangerouslySetInnerHTML={{ __html: earlyEmptyStateScript(favouritesKey(card.siteSlug)) }} />
    </main>
  );
}
