import Link from 'next/link';
import { buildSearchUrl } from '@/domain/search/build-search-url';
import type { TSearchState } from '@/domain/search/types';
import { facetLabel, facetValueLabel } from './facet-labels';

type TProps = {
  state: TSearchState;
  location: { currentPath: string; searchPath: string };
  labels: { currency: 'AUD' | 'NZD'; dealershipNames: Record<string, string> };
};

/** The state without one refinement value (page back to 1). */
export function withoutRefinement(state: TSearchState, facet: string, value: string): TSearchState {
  const refinements: Record<string, readonly string[]> = {};
  for (const [f, values] of Object.entries(state.refinements)) {
    const kept = f === facet ? values.filter((v) => v !== value) : values;
    if (kept.length) refinements[f] = kept;
  }
  return { ...state, page: 1, refinements };
}

const CHIP =
  'border-line bg-surface text-ink rounded-theme inline-flex min-h-8 items-center gap-2 border px-3 py-1 text-sm underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2';

/** The applied filters as removable chips, and a link clearing them all. */
export function RefinementChips({ state, location, labels }: TProps) {
  const chips = Object.entries(state.refinements).flatMap(([facet, values]) =>
    values.map((value) => ({ facet, value })),
  );
  if (chips.length === 0 && state.query === '') return null;
  return (
    <ul aria-label="Applied filters" className="flex flex-wrap items-center gap-2">
      {state.query !== '' && (
        <li>
          <Link
            className={CHIP}
            href={buildSearchUrl({ ...state, query: '', page: 1 }, location)}
            scroll={false}
          >
            <span>
              Keywords: <strong>{state.query}</strong>
            </span>
            <span aria-hidden="true">×</span>
            <span className="sr-only">(remove)</span>
          </Link>
        </li>
      )}
      {chips.map(({ facet, value }) => (
        <li key={`${facet}:${value}`}>
          <Link
            className={CHIP}
            href={buildSearchUrl(withoutRefinement(state, facet, value), location)}
            scroll={false}
          >
            <span>
              {facetLabel(facet)}: <strong>{facetValueLabel(facet, value, labels)}</strong>
            </span>
            <span aria-hidden="true">×</span>
            <span className="sr-only">(remove)</span>
          </Link>
        </li>
      ))}
      <li>
        <Link className="text-ink text-sm underline" href={location.searchPath}>
          Clear all
        </Link>
      </li>
    </ul>
  );
}
