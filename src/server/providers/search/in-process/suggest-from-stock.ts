import type { TSiteStock } from './site-stock.types';
import type { TAutocompleteResult } from '../types';

const MAKES = 3;
const MODELS = 4;
const CARS = 5;

type TTerm = { label: string; count: number; best: number };

/** Per term key (a make code, or make and model codes), how many matched rows and the best score. */
class TermCounts {
  readonly count = new Map<number, number>();
  readonly best = new Map<number, number>();
  add(key: number, score: number): void {
    this.count.set(key, (this.count.get(key) ?? 0) + 1);
    this.best.set(key, Math.max(this.best.get(key) ?? 0, score));
  }
  top(n: number, label: (key: number) => string): TTerm[] {
    return [...this.count.keys()]
      .map((key) => ({ label: label(key), count: this.count.get(key)!, best: this.best.get(key)! }))
      .sort((a, b) => b.best - a.best || b.count - a.count || a.label.localeCompare(b.label))
      .slice(0, n);
  }
}

/**
 * Autocomplete from the rows the text matched (`scores`, -1 where it did not; the site's filter applied
 * through `allowed`): the 3 makes and 4 make + model pairs with the best match, then the most cars, and
 * the 5 best cars (relevance, then the default order).
 */
export function suggestFromStock(
  stock: TSiteStock,
  scores: Float64Array,
  allowed: (row: number) => boolean,
): TAutocompleteResult {
  const makeCodes = stock.facetCodes.make;
  const modelCodes = stock.facetCodes.model;
  const makes = new TermCounts();
  const models = new TermCounts();
  const rank = stock.defaultRank;
  const before = (a: number, b: number) =>
    scores[a]! > scores[b]! || (scores[a] === scores[b] && rank[a]! < rank[b]!);
  const best: number[] = [];
  for (let row = 0; row < scores.length; row++) {
    const score = scores[row]!;
    if (score < 0 || !allowed(row)) continue;
    makes.add(makeCodes[row]!, score);
    models.add(makeCodes[row]! * 65536 + modelCodes[row]!, score);
    if (best.length === CARS && !before(row, best[CARS - 1]!)) continue;
    let at = best.length;
    while (at > 0 && before(row, best[at - 1]!)) at--;
    best.splice(at, 0, row);
    if (best.length > CARS) best.pop();
  }
  const make = (code: number) => stock.facetValues.make[code]!;
  const model = (key: number) => `${make(Math.floor(key / 65536))} ${stock.facetValues.model[key % 65536]}`;
  return {
    terms: [
      ...makes.top(MAKES, make).map((t) => ({ kind: 'make' as const, label: t.label, count: t.count })),
      ...models.top(MODELS, model).map((t) => ({ kind: 'model' as const, label: t.label, count: t.count })),
    ],
    cars: best.map((row) => {
      const { id, slug, name, price, reserved } = stock.cars[row]!.hit;
      return { id, slug, name, price, reserved };
    }),
  };
}
