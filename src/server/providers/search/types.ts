import type { TSearchState } from '@/domain/search/types';

export { SEARCH_FACETS, SEARCH_SORTS } from '@/domain/search/search-vocabulary';
import type { TSearchFacet, TSearchSort } from '@/domain/search/search-vocabulary';

export type { TSearchFacet, TSearchSort };

/** One car in the results. */
export type TSearchHit = {
  id: number;
  slug: string;
  name: string;
  make: string;
  model: string;
  year: number;
  stocknum: string;
  carType: 'new' | 'used' | 'demo';
  price: number | null;
  km: number;
  primaryImageUrl: string | null;
  city: string | null;
  state: string | null;
  simpleFuel: 'Electric' | 'Hybrid' | null;
  tag: string | null;
  reserved: boolean;
  /** null when the dashboard does not say; only false keeps checkout off (isCheckoutButtonShown). */
  reservable: boolean | null;
  /** Whether a payment processor is available for the car (hasPaymentProcessor of its row). */
  hasCheckoutPaymentProcessor: boolean;
  sold: boolean;
  status: 'in_stock' | 'coming_soon';
  createdAt: string;
  weeklyRepayment: number | null;
  interestRate: string | null;
  comparisonRate: string | null;
  termMonths: number | null;
  dealershipSlug: string;
};

export type TFacetValue = { value: string; count: number };

export type TSearchResult = {
  hits: TSearchHit[];
  /** Cars matching query and refinements. */
  total: number;
  page: number;
  pageCount: number;
  /** Per facet, values with counts (each facet counted without its own refinement: disjunctive). */
  facets: Record<TSearchFacet, TFacetValue[]>;
};

/** What a search runs over: the site's dealerships and its fixed filter string (search_filters). */
export type TSearchScope = { dealershipIds: readonly number[]; siteFilters: string };

export type TAutocompleteResult = {
  terms: { kind: 'make' | 'model'; label: string; count: number }[];
  /** reserved: the box says RESERVED beside the car (spec 4's banner, as cards show it). */
  cars: { id: number; slug: string; name: string; price: number | null; reserved: boolean }[];
};

/** A stock search backend: in process (default, in-process/) or the hosted algolia index. */
export interface ISearchProvider {
  search(scope: TSearchScope, state: TSearchState): Promise<TSearchResult>;
  autocomplete(scope: TSearchScope, query: string): Promise<TAutocompleteResult>;
}

/** A car as a hosted index holds it: the hit plus what the index filters, facets and ranks on. */
export type TIndexedCar = TSearchHit & {
  dealershipId: number;
  showOnDealerWebsite: boolean;
  customRank: number;
  badge: string | null;
  body: string | null;
  label: string | null;
};

/** Writes stock changes to a hosted index (the algolia provider's Car_production): whole records, deletes by car id. */
export interface ISearchIndexWriter {
  /** Applies the index settings (facets, filters, ranking, sort replicas) the search needs; idempotent. */
  configure(): Promise<void>;
  save(cars: readonly TIndexedCar[]): Promise<void>;
  remove(carIds: readonly number[]): Promise<void>;
}
