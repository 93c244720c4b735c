import type { TSearchFacet, TSearchHit } from '../types';

/** One searchable car as the snapshot holds it: the hit as served, plus what matching and sorting read. */
export type TStockCar = {
  hit: TSearchHit;
  dealershipId: number;
  badge: string | null;
  body: string | null;
  customRank: number;
  /** make + model + badge + body + year + stock number + the name's other words, lower case, letters and digits only. */
  compactDoc: string;
  /** Where each word of compactDoc starts (compactWords), in order: a query word matches only there. */
  wordStarts: readonly number[];
  /** Words of make, model, badge, body and name (and compact make and model) a query word may be a typo of. */
  words: readonly string[];
};

/** The sorts the snapshot keeps presorted (the default is custom_rank descending). */
export type TStockOrder = 'default' | 'price_asc' | 'price_desc' | 'year_desc' | 'km_asc' | 'created_desc';

/**
 * A site's searchable stock laid out for searching in process (docs/adr/0006-search-stock-snapshot.md). Row i
 * is cars[i]; what a search scans is kept in contiguous arrays (a scan over 20,000 scattered objects is
 * bound by memory latency, not by the work): facets as dictionary codes (0 is "no value"), numbers in typed
 * arrays, all rows' compact text in one string, typo candidates as an inverted index, every sort presorted.
 */
export type TSiteStock = {
  cars: readonly TStockCar[];
  /** Per facet, the code of each row's value (price_range and km_range: its bucket). */
  facetCodes: Record<TSearchFacet, Uint16Array>;
  /** Per facet, the value of each code; index 0 is the unused "no value". */
  facetValues: Record<TSearchFacet, readonly string[]>;
  /** Price of each row, NaN when it has none. */
  price: Float64Array;
  km: Float64Array;
  year: Int32Array;
  /** Every row's compact text, in row order, each followed by a line feed. */
  docText: string;
  /** Where each row's text starts in docText; one more entry, its length, at the end. */
  docStart: Uint32Array;
  /** 1 where a word starts in docText (a query word matches only there), else 0. */
  docWordStart: Uint8Array;
  /** Per make and model code, the make or model compact ("CX-5" -> "cx5", "Land Rover" -> "landrover"). */
  compactMake: readonly string[];
  compactModel: readonly string[];
  /** Rows by stock number in lower case. */
  stocknumRows: ReadonlyMap<string, readonly number[]>;
  /** Distinct words of the cars' words, the typo candidates, and the rows having each. */
  vocabulary: readonly string[];
  postings: readonly Uint32Array[];
  /** Row indexes in each sort's order. */
  orders: Record<TStockOrder, Uint32Array>;
  /** Each row's position in the default order (ties of relevance keep it). */
  defaultRank: Uint32Array;
  /** Vocabulary words within typo distance of a query word, with their similarity; filled as queries come. */
  typoCache: Map<string, ReadonlyMap<number, number>>;
};
