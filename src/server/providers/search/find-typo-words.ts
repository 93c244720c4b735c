import { sql } from 'drizzle-orm';
import type { TDb } from '@/server/db/client';
import type { TQueryToken } from './normalise-query';
import { MIN_TYPO_LENGTH } from './score-stock-text';
import type { TSiteStock } from './site-stock.types';

/** pg_trgm word_similarity at or above this counts a query word as a typo of a stock word. */
export const TYPO_THRESHOLD = 0.5;
/** Query words remembered per snapshot; past this the memory starts again. */
const CACHE_LIMIT = 5000;
const NONE: ReadonlyMap<number, number> = new Map();

/**
 * The words of the site's stock a query word may be a typo of ("hilix" -> hilux), by pg_trgm's
 * word_similarity, asked of the database once per word and snapshot. Years and words under four
 * characters are never typos (they match by containment only).
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
  if (stock.typoCache.size >= CACHE_LIMIT) stock.typoCache.clear();
  stock.typoCache.set(token.compact, words);
  return words;
}
