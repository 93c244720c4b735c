import { searchPresetFor } from './search-presets';
import type { TSearchState } from './types';

/** `refinementList[facet]`, `refinementList[facet][]` or `refinementList[facet][0]`. */
const REFINEMENT_KEY = /^refinementList\[([^\]]+)\](?:\[\d*\])?$/;

/**
 * The search state of a search URL. Reads `query`, `page` (a whole number from 1; anything else is page
 * 1), `sortBy` (or its alias `sort`: read, never written; `sortBy` wins) and every `refinementList[facet]`
 * form; empty and repeated values are skipped. On a preset page (/search/used-cars …) the preset's filter
 * is added unless the URL sets that facet itself.
 */
export function parseSearchUrl(pathname: string, search: string): TSearchState {
  const params = new URLSearchParams(search);
  const refinements: Record<string, string[]> = {};
  for (const [key, raw] of params) {
    const facet = REFINEMENT_KEY.exec(key)?.[1];
    const value = raw.trim();
    if (facet === undefined || value === '') continue;
    const values = (refinements[facet] ??= []);
    if (!values.includes(value)) values.push(value);
  }
  const preset = searchPresetFor(pathname)?.refinement;
  if (preset && refinements[preset.facet] === undefined) refinements[preset.facet] = [preset.value];
  const page = params.get('page') ?? '';
  return {
    query: (params.get('query') ?? '').trim(),
    page: /^\d+$/.test(page) && Number(page) >= 1 ? Number(page) : 1,
    sortBy: params.get('sortBy')?.trim() || params.get('sort')?.trim() || null,
    refinements,
  };
}
