/** The stock search as a URL holds it. Refinements are the effective ones, a preset page's included. */
export type TSearchState = {
  /** Free text; '' when none. */
  query: string;
  /** 1-based. */
  page: number;
  /** A sort (index replica) name; null for the default order (custom_rank descending). */
  sortBy: string | null;
  /** Selected values by facet, e.g. { car_type: ['used'], dealership_slug: ['parramatta-toyota'] }; no empty lists. */
  refinements: Readonly<Record<string, readonly string[]>>;
};
