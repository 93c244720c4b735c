import Link from 'next/link';
import { buildSearchUrl } from '@/domain/search/build-search-url';
import type { TSearchState } from '@/domain/search/types';

type TProps = {
  state: TSearchState;
  pageCount: number;
  location: { currentPath: string; searchPath: string };
};

/** Pages shown around the current one: first, last and two either side. */
function visiblePages(page: number, pageCount: number): (number | 'gap')[] {
  const pages: (number | 'gap')[] = [];
  for (let p = 1; p <= pageCount; p++) {
    if (p === 1 || p === pageCount || Math.abs(p - page) <= 2) pages.push(p);
    else if (pages[pages.length - 1] !== 'gap') pages.push('gap');
  }
  return pages;
}

const ITEM =
  'text-ink border-line rounded-theme inline-flex min-h-10 min-w-10 items-center justify-center border px-3 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2';

/** Previous, numbered and next page links (plain links: they work without JavaScript). */
export function SearchPagination({ state, pageCount, location }: TProps) {
  if (pageCount <= 1) return null;
  const page = Math.min(state.page, pageCount);
  const href = (p: number) => buildSearchUrl({ ...state, page: p }, location);
  return (
    <nav aria-label="Pagination" className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <Link className={ITEM} href={href(page - 1)} rel="prev">
              Previous
            </Link>
          </li>
        )}
        {visiblePages(page, pageCount).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true" className="text-ink-muted px-1">
              …
            </li>
          ) : (
            <li key={p}>
              <Link
                className={`${ITEM} ${p === state.page ? 'bg-surface-alt font-bold' : ''}`}
                href={href(p)}
                aria-current={p === state.page ? 'page' : undefined}
                aria-label={`Page ${p}`}
              >
                {p}
              </Link>
            </li>
          ),
        )}
        {state.page < pageCount && (
          <li>
            <Link className={ITEM} href={href(state.page + 1)} rel="next">
              Next
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
