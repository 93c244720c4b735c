import { facetValueKey } from '@/domain/search/facet-value-key';
import type { TSearchState } from '@/domain/search/types';
import { SEARCH_SORTS, type TSearchResult } from '@/server/providers/search/types';
import { AutoSubmitForm } from './auto-submit-form';
import { FILTERS, facetValueLabel } from './facet-labels';
import { FilterDisclosure } from './filter-disclosure';

type TProps = {
  action: string;
  searchPath: string;
  state: TSearchState;
  facets: TSearchResult['facets'];
  labels: { currency: 'AUD' | 'NZD'; dealershipNames: Record<string, string> };
};

const FIELD =
  'border-line bg-surface text-ink rounded-theme min-h-10 w-full border px-2 py-2 focus-visible:outline-2 focus-visible:outline-offset-2';

/**
 * Keyword, dropdown filters with counts, and sort: a GET form, enhanced to update as you choose. On phones
 * the dropdowns fold behind a "Filters and sort" disclosure that says how many are applied.
 */
export function SearchFilters({ action, searchPath, state, facets, labels }: TProps) {
  const applied =
    Object.values(state.refinements).reduce((sum, values) => sum + values.length, 0) + (state.sortBy ? 1 : 0);
  return (
    <AutoSubmitForm action={action} searchPath={searchPath} className="flex flex-col gap-3">
      <div className="flex gap-2">
        <label className="sr-only" htmlFor="search-query">
          Keywords
        </label>
        <input
          id="search-query"
          name="query"
          type="search"
          defaultValue={state.query}
          maxLength={100}
          placeholder="Make, model or stock no."
          className={FIELD}
        />
        <button
          type="submit"
          className="bg-primary text-primary-contrast rounded-theme min-h-10 px-4 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          Search
        </button>
      </div>
      <FilterDisclosure applied={applied}>
        <div className="xs:grid-cols-2 grid grid-cols-1 gap-3 pt-3 md:grid-cols-3 md:pt-0 lg:grid-cols-5">
          {FILTERS.map(({ facet, label }) => {
            const [asked = '', ...others] = state.refinements[facet] ?? [];
            const values = facets[facet];
            // The stock's own spelling of the value asked for ("Ioniq 5" for a catalogue link's "IONIQ 5").
            const match = asked
              ? values.find((v) => facetValueKey(v.value) === facetValueKey(asked))
              : undefined;
            const selected = match?.value ?? asked;
            const known = match !== undefined;
            return (
              <div key={facet} className="flex flex-col gap-1">
                <label htmlFor={`filter-${facet}`} className="text-ink text-sm font-semibold">
                  {label}
                </label>
                <select
                  id={`filter-${facet}`}
                  name={`refinementList[${facet}][]`}
                  defaultValue={selected}
                  className={FIELD}
                >
                  <option value="">Any</option>
                  {selected && !known && (
                    <option value={selected}>{facetValueLabel(facet, selected, labels)} (0)</option>
                  )}
                  {values.map((v) => (
                    <option key={v.value} value={v.value}>
                      {facetValueLabel(facet, v.value, labels)} ({v.count})
                    </option>
                  ))}
                </select>
                {/* A second value of the facet (two makes in the URL) is kept, not dropped, until this dropdown changes. */}
                {others.map((value) => (
                  <input
                    key={value}
                    type="hidden"
                    name={`refinementList[${facet}][]`}
                    value={value}
                    data-keeps={`filter-${facet}`}
                  />
                ))}
              </div>
            );
          })}
          <div className="flex flex-col gap-1">
            <label htmlFor="search-sort" className="text-ink text-sm font-semibold">
              Sort by
            </label>
            <select id="search-sort" name="sortBy" defaultValue={state.sortBy ?? ''} className={FIELD}>
              <option value="">Featured</option>
              {Object.entries(SEARCH_SORTS).map(([value, text]) => (
                <option key={value} value={value}>
                  {text}
                </option>
              ))}
            </select>
          </div>
          <noscript>
            <button
              type="submit"
              className="bg-primary text-primary-contrast rounded-theme min-h-10 px-4 font-semibold"
            >
              Apply filters
            </button>
          </noscript>
        </div>
      </FilterDisclosure>
    </AutoSubmitForm>
  );
}
