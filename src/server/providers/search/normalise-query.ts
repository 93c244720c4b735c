import { MAX_QUERY_LENGTH } from '@/domain/search/search-vocabulary';

const MAX_TOKENS = 6;

export type TQueryToken = { raw: string; compact: string; isYear: boolean };

/** Lower case, letters and digits only: "CX-5" -> "cx5", "Land Cruiser" -> "landcruiser". */
export function compactText(text: string): string {
  // The ASCII pass first: the Unicode-aware one is several times slower and stock text is mostly ASCII.
  const kept = text.toLowerCase().replace(/[^a-z0-9\u0080-\uffff]/g, '');
  return /[\u0080-\uffff]/.test(kept) ? kept.replace(/[^\p{L}\p{N}]/gu, '') : kept;
}

/** Lower-cased words of a query, each with its letters and digits only ("CX-5" -> "cx5"). */
export function normaliseQuery(query: string): TQueryToken[] {
  return query
    .slice(0, MAX_QUERY_LENGTH)
    .toLowerCase()
    .split(/\s+/)
    .map((raw) => ({ raw, compact: compactText(raw) }))
    .filter((t) => t.compact !== '')
    .slice(0, MAX_TOKENS)
    .map((t) => ({ ...t, isYear: /^(19|20)\d\d$/.test(t.compact) }));
}
