import { searchPresetFor } from './search-presets';
import { MAX_QUERY_LENGTH, MAX_VALUES_PER_FACET, isSearchFacet, isSearchSort } from './search-vocabulary';
import type { TSearchState } from './types';

/** `refinementList[facet]`, `refinementList[facet][]` or `refinementList[facet][0]`. */
const REFINEMENT_KEY = /^refinementList\[([^\]]+)\](?:\[\d*\])?$/;

/** Control characters (NUL, newlines, DEL …), which no keyword or facet value holds. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]+/g;

function clean(raw: string): string {
  return raw.replace(CONTROL_CHARACTERS, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The search state of a search URL. Reads `query` (control characters removed, at most 100 characters),
 * `page` (a whole number from 1, no larger than JavaScript counts exactly; anything else is page 1),
 * `sortBy` (or its alias `sort`: read, never written; `sortBy` wins; an unknown sort is the default) and
 * every `refinementList[facet]` form of a known facet (unknown facets are ignored); empty and repeated
 * values are skipped, and at most 20 values of a facet are kept. On a preset page (/search/used-cars …) the
 * preset's filter is added unless the URL names that facet itself: a value replaces it, and an empty value
 * (the filter's "Any" submitted by a form without JavaScript) clears it.
 */
export function parseSearchUrl(pathname: string, search: string): TSearchState {
  const params = new URLSearchParams(search);
  const refinements: Record<string, string[]> = {};
  const named = new Set<string>();
  for (const [key, raw] of params) {
    const facet = REFINEMENT_KEY.exec(key)?.[1];
    if (facet === undefined || !isSearchFacet(facet)) continue;
    named.add(facet);
    const value = clean(raw);
    if (value === '') continue;
    const values = (refinements[facet] ??= []);
    if (!values.includes(value) && values.length < MAX_VALUES_PER_FACET) values.push(value);
  }
  const preset = searchPresetFor(pathname)?.refinement;
  if (preset && !named.has(preset.facet)) refinements[preset.facet] = [preset.value];
  const page = params.get('page') ?? '';
  const sortBy = clean(params.get('sortBy') ?? '') || clean(params.get('sort') ?? '');
  return {
    query: clean(params.get('query') ?? '')
      .slice(0, MAX_QUERY_LENGTH)
      .trim(),
    page: /^\d+$/.test(page) && Number(page) >= 1 && Number.isSafeInteger(Number(page)) ? Number(page) : 1,
    sortBy: isSearchSort(sortBy) ? sortBy : null,
    refinements,
  };
}
