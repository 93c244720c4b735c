import { facetValueKey } from '../search/facet-value-key';

const words = (text: string) => text.split(/\s+/).map(facetValueKey).filter(Boolean);

function containsRun(haystack: string[], needle: string[]): boolean {
  if (needle.length === 0 || needle.length > haystack.length) return false;
  for (let i = 0; i + needle.length <= haystack.length; i++) {
    if (needle.every((word, j) => haystack[i + j] === word)) return true;
  }
  return false;
}

/**
 * The stock's model value a catalogue model is sold as: the same name ignoring case, spaces and punctuation
 * ("IONIQ 5" -> "Ioniq 5"), else the longest stock model whose words appear together in the catalogue name
 * (a family: "RZR XP 1000" -> "RZR", "Navara Cab Chassis" -> "Navara", "Nissan Z" -> "Z"); null when the
 * site has none of it in stock.
 */
export function matchStockModel(catalogueName: string, stockModels: readonly string[]): string | null {
  const key = facetValueKey(catalogueName);
  const exact = stockModels.find((m) => facetValueKey(m) === key);
  if (exact !== undefined) return exact;
  const name = words(catalogueName);
  let best: { model: string; size: number } | null = null;
  for (const model of stockModels) {
    const run = words(model);
    if (containsRun(name, run) && (best === null || run.length > best.size))
      best = { model, size: run.length };
  }
  return best?.model ?? null;
}
