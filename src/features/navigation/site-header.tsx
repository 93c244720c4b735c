import { PhoneLink } from '@/ui/link/phone-link';
import { ServerImage } from '@/ui/media/server-image';
import type { ReactNode } from 'react';
import { formatRating } from '@/domain/reviews/format-rating';
import { locationContactPath } from '@/domain/locations/location-contact-path';
import { parseRating } from '@/domain/reviews/parse-rating';
import { shouldShowReviewStars } from '@/domain/reviews/should-show-review-stars';
import { RatingStars } from '@/ui/rating/rating-stars';
import { aggregateRatingJsonLd } from '@/features/seo/auto-dealer-json-ld';
import { JsonLdScript } from '@/ui/json-ld/json-ld-script';
import { listCatalogueModels } from '@/server/catalogue/list-catalogue-models';
import type { TNavigation } from '@/server/db/schema/website-config-types';
import type { TSiteLocation } from '@/server/locations/site-location.types';
import type { TSite } from '@/server/websites/site.types';
import { SiteLink } from '@/ui/link/site-link';
import { MainNav } from './main-nav';
import { modelHref } from './model-href';
import type { TMegaModelGroup } from './nav-model.types';

type TProps = {
  site: TSite;
  navigation: TNavigation;
  locations: TSiteLocation[];
  /** The favourites count badge (search issue), placed in the top banner. */
  favourites?: ReactNode;
  /** The search autocomplete (search issue), placed beside the logo. */
  search?: ReactNode;
};

/** Top banner (locations, phones, social links, rating, favourites) then logo, search and main navigation. */
export async function SiteHeader({ site, navigation, locations, favourites, search }: TProps) {
  const models = await listCatalogueModels(site.id);
  const groups = new Map<string, TMegaModelGroup>();
  for (const m of models) {
    const group = groups.get(m.manufacturerName) ?? { make: m.manufacturerName.trim(), models: [] };
    group.models.push({ label: m.name.trim(), href: modelHref(m) });
    groups.set(m.manufacturerName, group);
  }
  const rated = locations.filter((l) => l.reviewCount > 0);
  const reviewTotal = rated.reduce((sum, l) => sum + l.reviewCount, 0);
  const average =
    reviewTotal > 0
      ? rated.reduce((sum, l) => sum + (parseRating(l.averageRating) ?? 0) * l.reviewCount, 0) / reviewTotal
      : null;
  const showStars =
    average !== null &&
    shouldShowReviewStars({
      averageRating: average,
      flags: site.featureFlags,
      locationIds: rated.map((l) => l.id),
    });
  const banner = locations.filter((l) => l.phone).slice(0, 3);

  return (
    <header className="bg-primary text-primary-contrast relative z-20">
      <div className="border-primary-contrast/30 border-b text-sm">
        {/* On phones one line: the first location's phone, the rating and the favourites; the rest from 576 px. */}
        <div className="mx-auto flex max-w-[1400px] flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-1.5 sm:gap-x-6 sm:px-6 sm:py-2">
          <ul className="flex list-none flex-wrap gap-x-4 gap-y-1 p-0">
            {banner.map((l, i) => (
              <li key={l.id} className={i > 0 ? 'hidden md:list-item' : undefined}>
                <SiteLink
                  href={locationContactPath(l.name)}
                  className="hidden underline underline-offset-2 sm:inline"
                >
                  {l.name}
                </SiteLink>{' '}
                <PhoneLink
                  phone={l.phone!}
                  country={site.country}
                  className="inline-flex min-h-6 items-center font-semibold"
                >
                  <span className="sr-only sm:hidden">Call {l.name} </span>
                </PhoneLink>
              </li>
            ))}
          </ul>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            {showStars && average !== null && (
              <span className="inline-flex items-center gap-1.5">
                <JsonLdScript
                  data={{
                    '@context': 'https://schema.org',
                    '@type': 'Organization',
                    name: site.name,
                    aggregateRating: aggregateRatingJsonLd(average, reviewTotal),
                  }}
                />
                <RatingStars rating={average} />
                <span aria-hidden="true">{formatRating(average)}</span>
                <span>
                  ({reviewTotal}
                  <span className="sr-only sm:not-sr-only"> reviews</span>)
                </span>
              </span>
            )}
            {site.facebookUrl && (
              <a
                href={site.facebookUrl}
                className="hidden min-h-6 underline underline-offset-2 sm:inline-block"
                rel="noopener"
              >
                Facebook
              </a>
            )}
            {site.instagramUrl && (
              <a
                href={site.instagramUrl}
                className="hidden min-h-6 underline underline-offset-2 sm:inline-block"
                rel="noopener"
              >
                Instagram
              </a>
            )}
            {favourites}
          </div>
        </div>
      </div>
      <div className="mx-auto flex max-w-[1400px] flex-wrap items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <SiteLink href="/" className="flex min-h-11 items-center gap-3">
          {site.logoUrl ? (
            <span className="rounded-theme bg-white px-3 py-2">
              <ServerImage
                src={site.logoUrl}
                alt={`${site.name} home`}
                width={160}
                height={32}
                unoptimized
                loading="eager"
                // Low: React preloads an eager image without it, ahead of the page's LCP image.
                fetchPriority="low"
              />
            </span>
          ) : (
            <span className="text-lg font-bold">{site.name}</span>
          )}
        </SiteLink>
        {/* From md the search sits beside the logo, never narrower than 20rem (its box some 240 px beside the
            button): a menu too wide for the rest of the row wraps onto the next line instead. */}
        {search && (
          <div className="order-last w-full md:order-none md:w-auto md:min-w-80 md:flex-1">{search}</div>
        )}
        <MainNav items={navigation.header} modelGroups={[...groups.values()]} />
      </div>
    </header>
  );
}
