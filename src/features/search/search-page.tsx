import Link from 'next/link';
import { SEARCH_PAGE_SIZE } from '@/domain/constants/limits';
import { formatWholeNumber } from '@/domain/numbers/format-whole-number';
import { buildSearchUrl } from '@/domain/search/build-search-url';
import { siteSearchPath, trimTrailingSlash } from '@/domain/search/search-presets';
import type { TSearchState } from '@/domain/search/types';
import { CarCard } from '@/features/car-card/car-card';
import { siteCardProps } from '@/features/car-card/site-card-props';
import { breadcrumbJsonLd } from '@/features/seo/breadcrumb-json-ld';
import { carItemListJsonLd } from '@/features/seo/item-list-json-ld';
import { JsonLdScript } from '@/ui/json-ld/json-ld-script';
import { listLatestCars } from '@/server/cars/list-latest-cars';
import { findRelatedCars } from '@/server/search/find-related-cars';
import { listDealershipNames } from '@/server/search/list-dealership-names';
import { searchProviderForSite } from '@/server/search/search-provider-for-site';
import type { TSearchHit } from '@/server/providers/search/types';
import type { TSite } from '@/server/websites/site.types';
import { facetLabel, facetValueLabel } from './facet-labels';
import { RefinementChips, withoutRefinement } from './refinement-chips';
import { SearchEmptyState, type TRelaxation } from './search-empty-state';
import { SearchFilters } from './search-filters';
import { SearchPagination } from './search-pagination';
import { searchPageTitle } from './search-titles';

type TProps = {
  site: TSite;
  pathname: string;
  state: TSearchState;
  /** The site's absolute origin, for the structured data's URLs. */
  origin: string;
};

/** A stock search page, rendered on the server from its URL: filters, chips, count, results, pages. */
export async function SearchPage({ site, pathname, state, origin }: TProps) {
  const { provider, scope } = searchProviderForSite(site);
  const searchPath = trimTrailingSlash(siteSearchPath(site.searchSettings));
  const location = { currentPath: pathname, searchPath };
  const [result, dealershipNames] = await Promise.all([
    provider.search(scope, state),
    listDealershipNames(site.id, site.dealershipIds),
  ]);
  const labels = { currency: site.currency, dealershipNames };
  const card = siteCardProps(site, new Date());

  let empty = null;
  if (result.total === 0) {
    const candidates: { label: string; state: TSearchState }[] = [];
    if (state.query)
      candidates.push({ label: `keywords “${state.query}”`, state: { ...state, query: '', page: 1 } });
    for (const [facet, values] of Object.entries(state.refinements)) {
      for (const value of values) {
        candidates.push({
          label: `${facetLabel(facet)}: ${facetValueLabel(facet, value, labels)}`,
          state: withoutRefinement(state, facet, value),
        });
      }
    }
    const [relaxations, related]: [TRelaxation[], TSearchHit[]] = await Promise.all([
      Promise.all(
        candidates
          .slice(0, 6)
          .map(async (c) => ({ ...c, total: (await provider.search(scope, c.state)).total })),
      ),
      findRelatedCars(provider, scope, state, 3),
    ]);
    // Cars like the ones searched for; the newest when the search names nothing to relate them to.
    const alternatives =
      related.length > 0
        ? { heading: 'Similar cars in stock', cars: related }
        : { heading: 'Recently arrived', cars: await listLatestCars(site.id, site.dealershipIds, 3) };
    empty = (
      <SearchEmptyState
        relaxations={relaxations}
        alternatives={alternatives}
        location={location}
        card={card}
      />
    );
  }

  const first = (result.page - 1) * SEARCH_PAGE_SIZE + 1;
  return (
    <main id="main" className="mx-auto w-full max-w-7xl px-4 py-6">
      <h1 className="font-heading text-ink text-2xl font-bold md:text-3xl">{searchPageTitle(pathname)}</h1>
      <JsonLdScript
        data={[
          breadcrumbJsonLd(origin, [
            { name: 'Home', path: '/' },
            { name: searchPageTitle(pathname), path: pathname },
          ]),
          carItemListJsonLd(origin, result.hits, first),
        ]}
      />
      <div className="mt-4">
        {/* Keyed by the URL's state: a chip removed, "Clear all" or Back remounts the form, so its
            uncontrolled fields show the new state instead of keeping the values chosen before. */}
        <SearchFilters
          key={buildSearchUrl(state, location)}
          action={pathname}
          searchPath={searchPath}
          state={state}
          facets={result.facets}
          labels={labels}
        />
      </div>
      <div className="mt-4">
        <RefinementChips state={state} location={location} labels={labels} />
      </div>
      <p role="status" className="text-ink mt-4 font-semibold">
        {result.total === 1 ? '1 car' : `${formatWholeNumber(result.total)} cars`}
        {result.hits.length > 0 && result.pageCount > 1
          ? ` · showing ${first}–${first + result.hits.length - 1}`
          : ''}
      </p>
      {empty}
      {result.total > 0 && result.hits.length === 0 && (
        <p className="text-ink mt-4">
          There is no page {state.page}.{' '}
          <Link className="underline" href={buildSearchUrl({ ...state, page: result.pageCount }, location)}>
            Go to the last page ({result.pageCount})
          </Link>
        </p>
      )}
      {result.hits.length > 0 && (
        <ul className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Search results">
          {result.hits.map((car, i) => (
            <li key={car.id}>
              <CarCard car={car} {...card} priority={i === 0} searchPosition={first + i} applyToday />
            </li>
          ))}
        </ul>
      )}
      <SearchPagination state={state} pageCount={result.pageCount} location={location} />
    </main>
  );
}
