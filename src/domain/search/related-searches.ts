import type { TSearchState } from './types';

const EMPTY: TSearchState = { query: '', page: 1, sortBy: null, refinements: {} };

/**
 * The searches whose cars are related to a search that found none, closest first: the same make and model,
 * the same make, the same body, then the text alone. Each drops every other filter and the sort, so the
 * cars it finds differ from the search in one way at most.
 */
export function relatedSearches(state: TSearchState): TSearchState[] {
  const { make, model, body } = state.refinements;
  const tiers: TSearchState['refinements'][] = [];
  if (model?.length) tiers.push(make?.length ? { make, model } : { model });
  if (make?.length) tiers.push({ make });
  if (body?.length) tiers.push({ body });
  const searches = tiers.map((refinements) => ({ ...EMPTY, refinements }));
  if (state.query && Object.keys(state.refinements).length > 0)
    searches.push({ ...EMPTY, query: state.query });
  return searches;
}

/** The price a search asked for: the middle of its first price range ("20000-30000": 25000, "75000+": 75000). */
export function searchedPrice(state: TSearchState): number | null {
  const m = /^(\d+)(?:-(\d+)|\+)$/.exec(state.refinements.price_range?.[0] ?? '');
  if (!m) return null;
  return m[2] === undefined ? Number(m[1]) : (Number(m[1]) + Number(m[2])) / 2;
}

/**
 * Up to `limit` distinct cars from the related searches' results, closer searches first, and within one
 * the nearest to the price asked for (a car without a price last); without a price, in the search's order.
 */
export function pickRelatedCars<T extends { id: number; price: number | null }>(
  results: readonly (readonly T[])[],
  price: number | null,
  limit: number,
): T[] {
  const distance = (car: T, to: number) => (car.price === null ? Infinity : Math.abs(car.price - to));
  const picked: T[] = [];
  const seen = new Set<number>();
  for (const cars of results) {
    const ordered = price === null ? cars : [...cars].sort((a, b) => distance(a, price) - distance(b, price));
    for (const car of ordered) {
      if (picked.length === limit) return picked;
      if (seen.has(car.id)) continue;
      seen.add(car.id);
      picked.push(car);
    }
  }
  return picked;
}
