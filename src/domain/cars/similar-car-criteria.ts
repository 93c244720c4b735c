import { parseCarSlug, slugWords } from './parse-car-slug';

/** A make and model the site has in stock, as the stock spells them. */
export type TMakeModel = { make: string; model: string };

/**
 * What a missing car's slug says it was: the stock's make and model (with the stock's spelling) named by
 * the slug's words, and the model year it starts with. make is null when no make or model of the stock
 * is named; model is null when only the make is.
 */
export type TSimilarCarCriteria = { make: string | null; model: string | null; year: number | null };

/** Where `needle` appears in `haystack` as consecutive words, or -1. */
function indexOfRun(haystack: readonly string[], needle: readonly string[]): number {
  if (needle.length === 0) return -1;
  for (let i = 0; i + needle.length <= haystack.length; i++) {
    if (needle.every((word, j) => haystack[i + j] === word)) return i;
  }
  return -1;
}

type TCandidate = { make: string; model: string | null; score: number };

/**
 * Reads an unknown car slug against the site's stock so its 404 page can offer similar cars: the make and
 * model whose words the slug contains ('2025-mazda-cx-30-…' → Mazda CX-30), preferring a model named with
 * its make, then the model with the most words ('landcruiser-prado' over 'landcruiser'), then a model on
 * its own ('hilux-sr5' → Toyota HiLux), then the make on its own ('toyota'). Words match whole, so
 * 'cx-3' never matches 'cx-30'. Nothing named gives { make: null, model: null }: the caller shows its
 * newest cars instead.
 */
export function similarCarCriteria(slug: string, stock: readonly TMakeModel[]): TSimilarCarCriteria {
  const { year, words } = parseCarSlug(slug);
  let best: TCandidate | null = null;
  const sorted = [...stock].sort((a, b) => a.make.localeCompare(b.make) || a.model.localeCompare(b.model));
  for (const { make, model } of sorted) {
    const makeWords = slugWords(make);
    const makeAt = indexOfRun(words, makeWords);
    // The model is looked for outside the make's own words ('rover' of 'land-rover' is not a model).
    const rest = makeAt < 0 ? words : [...words.slice(0, makeAt), ...words.slice(makeAt + makeWords.length)];
    const modelWords = slugWords(model);
    const candidate: TCandidate | null =
      indexOfRun(rest, modelWords) >= 0
        ? { make, model, score: (makeAt >= 0 ? 2000 : 1000) + modelWords.length }
        : makeAt >= 0
          ? { make, model: null, score: makeWords.length }
          : null;
    if (candidate && (!best || candidate.score > best.score)) best = candidate;
  }
  return best ? { make: best.make, model: best.model, year } : { make: null, model: null, year };
}
