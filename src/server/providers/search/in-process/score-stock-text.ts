import type { TQueryToken } from '../normalise-query';
import type { TSiteStock } from './site-stock.types';

/** Query words shorter than this match only as written (at a word start), never as a typo. */
export const MIN_TYPO_LENGTH = 4;

/** Per query word, the vocabulary words it may be a typo of (index -> similarity, 0..1). */
export type TTypoMatches = readonly ReadonlyMap<number, number>[];

/**
 * Calls `visit` once for each row whose compact text holds `text` starting where one of its words starts
 * (never inside a word: "ev" is in the EV6 and the Everest, not in a PHEV), in row order.
 */
function forRowsHaving(stock: TSiteStock, text: string, visit: (row: number) => void): void {
  const { docText, docStart, docWordStart } = stock;
  let row = 0;
  for (let at = docText.indexOf(text); at !== -1;) {
    if (docWordStart[at] === 0) {
      at = docText.indexOf(text, at + 1);
      continue;
    }
    while (docStart[row + 1]! <= at) row++;
    visit(row);
    at = docText.indexOf(text, docStart[row + 1]!);
  }
}

/**
 * Whether any row holds `text` starting at one of its words: such a word is never scored as a typo (scoreWord),
 * so its typo lookup, a database round trip the first time per word, can be skipped.
 */
export function stockHoldsWord(stock: TSiteStock, text: string): boolean {
  const { docText, docWordStart } = stock;
  for (let at = docText.indexOf(text); at !== -1; at = docText.indexOf(text, at + 1))
    if (docWordStart[at] === 1) return true;
  return false;
}

/** How much of a make or model a word starting it covers (0 when it does not start it): "ev" 2/3 of EV6, 2/7 of Everest. */
function startCoverage(name: string, word: string): number {
  return name.startsWith(word) ? word.length / name.length : 0;
}

/** A year matches the car's year (5) or, written the same, its stock number (0). */
function scoreYear(stock: TSiteStock, t: TQueryToken, into: Float64Array): void {
  const year = Number(t.compact);
  for (let row = 0; row < into.length; row++) if (stock.year[row] === year) into[row] = 5;
  for (const row of stock.stocknumRows.get(t.compact) ?? []) into[row] = Math.max(into[row]!, 0);
}

/**
 * A word in the compact text scores 100 as the stock number, 10 as the make or model, 7 to 8 as their start
 * (the more of the make or model it covers, the higher: "ev" ranks the EV6 above the Everest), else 5; a
 * typo 4 × similarity, only when no car holds the word as written.
 */
function scoreWord(
  stock: TSiteStock,
  t: TQueryToken,
  typos: ReadonlyMap<number, number>,
  into: Float64Array,
) {
  const makeCodes = stock.facetCodes.make;
  const modelCodes = stock.facetCodes.model;
  let exact = false;
  forRowsHaving(stock, t.compact, (row) => {
    exact = true;
    const make = stock.compactMake[makeCodes[row]!]!;
    const model = stock.compactModel[modelCodes[row]!]!;
    const coverage = Math.max(startCoverage(make, t.compact), startCoverage(model, t.compact));
    into[row] = coverage === 1 ? 10 : coverage > 0 ? 7 + coverage : 5;
  });
  for (const key of new Set([t.raw, t.compact]))
    for (const row of stock.stocknumRows.get(key) ?? []) if (into[row]! >= 0) into[row] = 100;
  // Typos count only for a word no car holds as written (Algolia's typoTolerance 'min'): "hilix" finds the
  // HiLux, but "ranger", which Rangers hold, does not also bring in every "Long Range".
  if (exact) return;
  for (const [word, similarity] of typos) {
    const typoScore = 4 * similarity;
    for (const row of stock.postings[word]!) {
      const current = into[row]!;
      if (current < 0 || (current < 5 && typoScore > current)) into[row] = typoScore;
    }
  }
}

/**
 * How well each row matches the query, or -1 where it does not: every word must start at a word of the row's
 * compact text (its make, model, badge, body, year, stock number and name), be a typo of one of its words,
 * or (a year) be its year. An exact stock number scores 100, the make or model 10, their start 7 to 8,
 * elsewhere 5, a typo 4 × similarity, the year 5; several words that together spell the model add 20
 * (elsewhere 8).
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
    forRowsHaving(stock, joined, (row) => {
      const score = scores[row]!;
      if (score >= 0) scores[row] = score + (stock.compactModel[modelCodes[row]!] === joined ? 20 : 8);
    });
  }
  return scores;
}
