import { matchStockModel } from '@/domain/catalogue/match-stock-model';
import { buildSearchUrl } from '@/domain/search/build-search-url';

/**
 * The stock link of a catalogue model: a search for the model as the site's stock names it (matchStockModel:
 * "IONIQ 5" finds "Ioniq 5", "RZR XP 1000" the "RZR" family) labelled "View {model} stock"; when none of it is
 * in stock, the make's stock, labelled so, never a search that finds nothing.
 */
export function modelStockLink(
  make: string,
  model: string,
  searchPath: string,
  stockModels: readonly string[],
): { href: string; label: string } {
  const stockModel = matchStockModel(model, stockModels);
  const refinements: Record<string, string[]> = { make: [make.trim()] };
  if (stockModel) refinements.model = [stockModel];
  return {
    href: buildSearchUrl(
      { query: '', page: 1, sortBy: null, refinements },
      { currentPath: '/models', searchPath },
    ),
    label: stockModel ? `View ${model.trim()} stock` : `View all ${make.trim()} stock`,
  };
}
