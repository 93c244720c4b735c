import type { TQueryToken } from './normalise-query';
import type { TSiteStock } from './site-stock.types';

/** Query words shorter than this match by containment only, never as a typo. */
export const MIN_TYPO_LENGTH = 4;

/** Per query word, the vocabulary words it may be a typo of (index -> similarity, 0..1). */
export type TTypoMatches = readonly ReadonlyMap<number, number>[];

/** Calls `visit` once for each row whose compact text contains `text`, in row order. */
function forRowsContaining(stock: TSiteStock, text: string, visit: (row: number) => void): void {
  const { docText, docStart } = stock;
  let row = 0;
  for (let at = docText.indexOf(text); at !== -1;) {
    while (docStart[row + 1]! <= at) row++;
    visit(row);
    at = docText.indexOf(text, docStart[row + 1]!);
  }
}

/** A year matches the car's year (5) or, written the same, its stock number (0). */
function scoreYear(stock: TSiteStock, t: TQueryToken, into: Float64Array): void {
  const year = Number(t.compact);
  for (let row = 0; row < into.length; row++) if (stock.year[row] === year) into[row] = 5;
  for (const row of stock.stocknumRows.get(t.compact) ?? []) into[row] = Math.max(into[row]!, 0);
}

/** A word in the compact text scores 100 as the stock number, 10 as the make or model, 7 as their start, else 5; a typo 4 × similarity. */
function scoreWord(
  stock: TSiteStock,
  t: TQueryToken,
  typos: ReadonlyMap<number, number>,
  into: Float64Array,
) {
  const makeCodes = stock.facetCodes.make;
  const modelCodes = stock.facetCodes.model;
  forRowsContaining(stock, t.compact, (row) => {
    const make = stock.makeLower[makeCodes[row]!]!;
    const model = stock.compactModel[modelCodes[row]!]!;
    if (make === t.raw || model === t.compact) into[row] = 10;
    else if (model.startsWith(t.compact) || make.startsWith(t.compact)) into[row] = 7;
    else into[row] = 5;
  });
  for (const key of new Set([t.raw, t.compact]))
    for (const row of stock.stocknumRows.get(key) ?? []) if (into[row]! >= 0) into[row] = 100;
  for (const [word, similarity] of typos) {
    const typoScore = 4 * similarity;
    for (const row of stock.postings[word]!) {
      const current = into[row]!;
      if (current < 0 || (current < 5 && typoScore > current)) into[row] = typoScore;
    }
  }
}

/**
 * How well each row matches the query, or -1 where it does not: every word must be in the row's compact
 * text (its make, model, badge, body, year, stock number and name), be a typo of one of its words, or (a year) be
 * its year. An exact stock number scores 100, the make or model 10, their start 7, elsewhere 5, a typo
 * 4 × similarity, the year 5; several words that together spell the model add 20 (elsewhere 8).
 */
export function scoreStockText(
  stock: TSiteStock,
  tokens: readonly TQueryToken[],
  typos: TTypoMatches,
): Float64Array {
  const n = stock.cars.length;
  const scores = new Float64Array(n);
  const token = new Float64Array(n);
  tokens.forEach((t, k) => {
    token.fill(-1);
    if (t.isYear) scoreYear(stock, t, token);
    else scoreWord(stock, t, typos[k]!, token);
    for (let row = 0; row < n; row++)
      scores[row] = scores[row]! < 0 || token[row]! < 0 ? -1 : scores[row]! + token[row]!;
  });
  if (tokens.length > 1) {
    const joined = tokens.map((t) => t.compact).join('');
    const modelCodes = stock.facetCodes.model;
    forRowsContaining(stock, joined, (row) => {
      const score = scores[row]!;
      if (score >= 0) scores[row] = score + (stock.compactModel[modelCodes[row]!] === joined ? 20 : 8);
    });
  }
  return scores;
}
