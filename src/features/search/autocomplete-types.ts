/** The autocomplete endpoint's answer (GET /api/search/autocomplete?query=…). */
export type TAutocompleteResponse = {
  query: string;
  /** Makes and models whose name matches; choosing one searches for it. */
  terms: { kind: 'make' | 'model'; label: string; count: number }[];
  /** Matching cars; price is null unless the autocomplete price rule allows it. */
  cars: { id: number; slug: string; name: string; price: number | null; currency: 'AUD' | 'NZD' }[];
};
