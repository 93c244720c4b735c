import { sql } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import { editDistance } from './edit-distance';
import type { TQueryToken } from '../normalise-query';
import { MIN_TYPO_LENGTH } from './score-stock-text';
import type { TSiteStock } from './site-stock.types';

/** pg_trgm word_similarity at or above this counts a query word as a typo of a stock word. */
export const TYPO_THRESHOLD = 0.5;
/** Query words this long may also be one edit away from a stock word (a swap counts as one); 2 edits from 8. */
const ONE_EDIT_LENGTH = 5;
const TWO_EDITS_LENGTH = 8;
/** Query words remembered per snapshot; past this the memory starts again. */
const CACHE_LIMIT = 5000;
const NONE: ReadonlyMap<number, number> = new Map();

/**
 * The words of the site's stock a query word may be a typo of, with their similarity (0..1): pg_trgm's
 * word_similarity at or above 0.5 ("hilix" -> hilux), asked of the database once per word and snapshot, or
 * for words of 5+ letters one edit away (8+: two), which trigrams miss for swapped letters ("tuscon" ->
 * tucson: 1 - edits / length). Years and words under four characters are never typos (they match by
 * containment only).
 */
export async function findTypoWords(
  db: TDb,
  stock: TSiteStock,
  token: TQueryToken,
): Promise<ReadonlyMap<number, number>> {
  if (token.isYear || token.compact.length < MIN_TYPO_LENGTH || stock.vocabulary.length === 0) return NONE;
  const cached = stock.typoCache.get(token.compact);
  if (cached) return cached;
  const result = await db.execute(sql`
    select (w.ord - 1)::int as index, word_similarity(${token.compact}, w.word) as similarity
    from unnest(string_to_array(${stock.vocabulary.join(' ')}, ' ')) with ordinality as w(word, ord)
    where word_similarity(${token.compact}, w.word) >= ${TYPO_THRESHOLD}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    index: number;
    similarity: number;
  }[];
  const words = new Map(rows.map((r) => [Number(r.index), Number(r.similarity)]));
  const length = token.compact.length;
  if (length >= ONE_EDIT_LENGTH) {
    const max = length >= TWO_EDITS_LENGTH ? 2 : 1;
    stock.vocabulary.forEach((word, index) => {
      const edits = editDistance(token.compact, word, max);
      if (edits <= max) words.set(index, Math.max(words.get(index) ?? 0, 1 - edits / length));
    });
  }
  if (stock.typoCache.size >= CACHE_LIMIT) stock.typoCache.clear();
  stock.typoCache.set(token.compact, words);
  return words;
}
