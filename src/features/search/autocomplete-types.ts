/** The autocomplete endpoint's answer (GET /api/search/autocomplete?query=…). */
export type TAutocompleteResponse = {
  query: string;
  /** Makes and models whose name matches; choosing one searches for it. */
  terms: { kind: 'make' | 'model'; label: string; count: number }[];
  /** Matching cars; the box shows a price only as the autocomplete price rule allows, and RESERVED when reserved. */
  cars: {
    id: number;
    slug: string;
    name: string;
    price: number | null;
    reserved: boolean;
    currency: 'AUD' | 'NZD';
  }[];
};
