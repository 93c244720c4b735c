'use client';
import { useRouter } from 'next/navigation';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { SuggestionList } from './suggestion-list';

// The suggestions' code (fetching, the options, the keys) loads when the box is first focused: a buyer types only
// after that, and one who never searches does not download it with every page. If it cannot load (a dropped
// connection), the box goes on searching without suggestions rather than failing the page.
const SearchSuggestions = lazy(() =>
  import('./search-suggestions').catch(() => ({
    default: ({ id }: { id: string }) => <SuggestionList id={id} hidden />,
  })),
);

/**
 * The header search box: an ARIA combobox (list autocomplete) suggesting makes, models and cars as
 * one types. Without JavaScript it is a plain GET form to the search page.
 */
export function SearchAutocomplete({ searchPath }: { searchPath: string }) {
  const router = useRouter();
  const id = useId();
  const [value, setValue] = useState('');
  const [focused, setFocused] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  // Text typed before the page hydrated is in the box but not in state, and React would clear it at the next
  // render: take it over, and suggest for it if the box still has focus.
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    if (box.value !== '') setValue(box.value);
    if (document.activeElement === box) setFocused(true);
  }, []);

  function searchFor(query: string) {
    const q = query.trim();
    router.push(q ? `${searchPath}?query=${encodeURIComponent(q)}` : searchPath);
  }

  return (
    <form
      role="search"
      action={searchPath}
      method="get"
      className="relative w-full max-w-md"
      onSubmit={(event) => {
        event.preventDefault();
        searchFor(value);
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        Search cars
      </label>
      <div className="flex">
        <input
          ref={input}
          id={`${id}-input`}
          name="query"
          type="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded="false"
          aria-controls={`${id}-list`}
          autoComplete="off"
          placeholder="Make, model or stock no."
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onFocus={() => setFocused(true)}
          className="border-line bg-surface text-ink rounded-l-theme min-h-10 w-full border px-3 py-2 focus-visible:outline-2 focus-visible:outline-offset-2"
        />
        <button
          type="submit"
          className="bg-primary text-primary-contrast rounded-r-theme min-h-10 px-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          Search
        </button>
      </div>
      {focused ? (
        <Suspense fallback={<SuggestionList id={id} hidden />}>
          <SearchSuggestions
            id={id}
            input={input}
            value={value}
            setValue={setValue}
            searchFor={searchFor}
            openCar={(slug) => router.push(`/cars/${slug}`)}
          />
        </Suspense>
      ) : (
        <SuggestionList id={id} hidden />
      )}
    </form>
  );
}
