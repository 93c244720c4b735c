/** Longest query text searched; the rest is ignored. */
export const MAX_QUERY_LENGTH = 100;
const MAX_TOKENS = 6;

export type TQueryToken = { raw: string; compact: string; isYear: boolean };

/** Lower-cased words of a query, each with its letters and digits only ("CX-5" -> "cx5"). */
export function normaliseQuery(query: string): TQueryToken[] {
  return query
    .slice(0, MAX_QUERY_LENGTH)
    .toLowerCase()
    .split(/\s+/)
    .map((raw) => ({ raw, compact: raw.replace(/[^\p{L}\p{N}]/gu, '') }))
    .filter((t) => t.compact !== '')
    .slice(0, MAX_TOKENS)
    .map((t) => ({ ...t, isYear: /^(19|20)\d\d$/.test(t.compact) }));
}
