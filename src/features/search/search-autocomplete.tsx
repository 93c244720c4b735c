'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { formatPrice } from '@/domain/price/format-price';
import { isAutocompletePriceShown } from '@/domain/cars/is-autocomplete-price-shown';
import { RESERVED_LABEL } from '@/domain/cars/car-tag-banner';
import type { TAutocompleteResponse } from './autocomplete-types';

type TOption =
  | { kind: 'term'; key: string; label: string; detail: string; query: string }
  | { kind: 'car'; key: string; label: string; detail: string; slug: string };

const DEBOUNCE_MS = 150;

function toOptions(data: TAutocompleteResponse): TOption[] {
  const terms: TOption[] = data.terms.map((t) => ({
    kind: 'term',
    key: `${t.kind}:${t.label}`,
    label: t.label,
    detail: `${t.kind === 'make' ? 'Make' : 'Model'} · ${t.count} ${t.count === 1 ? 'car' : 'cars'}`,
    query: t.label,
  }));
  const cars: TOption[] = data.cars.map((c) => ({
    kind: 'car',
    key: `car:${c.id}`,
    label: c.name,
    detail: [
      c.reserved ? RESERVED_LABEL : '',
      isAutocompletePriceShown(c.price) ? formatPrice(c.price!, c.currency) : '',
    ]
      .filter(Boolean)
      .join(' · '),
    slug: c.slug,
  }));
  return [...terms, ...cars];
}

/**
 * The header search box: an ARIA combobox (list autocomplete) suggesting makes, models and cars as
 * one types. Without JavaScript it is a plain GET form to the search page.
 */
export function SearchAutocomplete({ searchPath }: { searchPath: string }) {
  const router = useRouter();
  const id = useId();
  const listId = `${id}-list`;
  const [value, setValue] = useState('');
  const [options, setOptions] = useState<TOption[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const abort = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);

  // Text typed before the page hydrated (its scripts load after its photo has painted, docs/adr/0009) is in the
  // box but not in state, and React would clear it at the next render: take it over, and answer it if the box
  // still has focus.
  useEffect(() => {
    const typed = input.current?.value ?? '';
    if (typed === '') return;
    setValue(typed);
    setOpen(document.activeElement === input.current);
  }, []);

  useEffect(() => {
    const query = value.trim();
    if (query.length < 2) {
      abort.current?.abort();
      return;
    }
    const timer = window.setTimeout(() => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      fetch(`/api/search/autocomplete?query=${encodeURIComponent(query)}`, { signal: controller.signal })
        .then((res) => (res.ok ? (res.json() as Promise<TAutocompleteResponse>) : null))
        .then((data) => {
          if (!data || controller.signal.aborted) return;
          setOptions(toOptions(data));
          setActive(-1);
          setOpen(true);
        })
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value]);

  const shown = open && value.trim().length >= 2 && options.length > 0;

  function searchFor(query: string) {
    setOpen(false);
    const q = query.trim();
    router.push(q ? `${searchPath}?query=${encodeURIComponent(q)}` : searchPath);
  }

  function choose(option: TOption) {
    setOpen(false);
    if (option.kind === 'car') router.push(`/cars/${option.slug}`);
    else {
      setValue(option.query);
      searchFor(option.query);
    }
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!shown) setOpen(true);
      setActive((i) => (options.length === 0 ? -1 : (i + 1) % options.length));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (options.length === 0 ? -1 : i <= 0 ? options.length - 1 : i - 1));
    } else if (event.key === 'Escape') {
      if (shown) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else setValue('');
    } else if (event.key === 'Enter' && shown && active >= 0 && options[active]) {
      event.preventDefault();
      choose(options[active]);
    }
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
          aria-expanded={shown}
          aria-controls={listId}
          aria-activedescendant={shown && active >= 0 ? `${id}-opt-${active}` : undefined}
          autoComplete="off"
          placeholder="Make, model or stock no."
          value={value}
          onChange={(event) => {
            setValue(event.target.value);
            setOpen(true);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => window.setTimeout(() => setOpen(false), 150)}
          className="border-line bg-surface text-ink rounded-l-theme min-h-10 w-full border px-3 py-2 focus-visible:outline-2 focus-visible:outline-offset-2"
        />
        <button
          type="submit"
          className="bg-primary text-primary-contrast rounded-r-theme min-h-10 px-3 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2"
        >
          Search
        </button>
      </div>
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggestions"
        hidden={!shown}
        className="border-line bg-surface text-ink rounded-theme absolute inset-x-0 top-full z-50 mt-1 max-h-96 overflow-auto border shadow-lg"
      >
        {options.map((option, index) => (
          <li
            key={option.key}
            id={`${id}-opt-${index}`}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => {
              event.preventDefault();
              choose(option);
            }}
            onMouseEnter={() => setActive(index)}
            className={`flex min-h-10 cursor-pointer items-center justify-between gap-3 px-3 py-2 ${index === active ? 'bg-surface-alt font-semibold' : ''}`}
          >
            <span>{option.label}</span>
            {option.detail && <span className="text-ink-muted text-sm">{option.detail}</span>}
          </li>
        ))}
      </ul>
    </form>
  );
}
