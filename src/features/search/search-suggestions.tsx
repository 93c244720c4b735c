'use client';
import { useEffect, useEffectEvent, useRef, useState, type RefObject } from 'react';
import { RESERVED_LABEL } from '@/domain/cars/car-tag-banner';
import { isAutocompletePriceShown } from '@/domain/cars/is-autocomplete-price-shown';
import { formatPrice } from '@/domain/price/format-price';
import type { TAutocompleteResponse } from './autocomplete-types';
import { SuggestionList } from './suggestion-list';

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

export type TSuggestionsProps = {
  /** The id the box's input and options are named from; the list is `${id}-list`. */
  id: string;
  input: RefObject<HTMLInputElement | null>;
  /** What is in the box (the box owns it). */
  value: string;
  setValue: (value: string) => void;
  /** Goes to the search page for a query. */
  searchFor: (query: string) => void;
  /** Goes to a car's page. */
  openCar: (slug: string) => void;
};

/**
 * The header search box's suggestions: the listbox of makes, models and cars for what is typed, and the keys that
 * move through it (ARIA combobox, list autocomplete). Loaded when the box is first focused, so a page whose buyer
 * never searches does not carry it; it takes over the box's input through its ref, setting the combobox's state
 * on it.
 */
export default function SearchSuggestions({
  id,
  input,
  value,
  setValue,
  searchFor,
  openCar,
}: TSuggestionsProps) {
  const [options, setOptions] = useState<TOption[]>([]);
  const [open, setOpen] = useState(() => document.activeElement === input.current);
  const [active, setActive] = useState(-1);
  const abort = useRef<AbortController | null>(null);

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
          setOpen(document.activeElement === input.current);
        })
        .catch(() => undefined);
    }, DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value, input]);

  const shown = open && value.trim().length >= 2 && options.length > 0;
  const activeId = shown && active >= 0 ? `${id}-opt-${active}` : null;

  function choose(option: TOption) {
    setOpen(false);
    if (option.kind === 'car') openCar(option.slug);
    else {
      setValue(option.query);
      searchFor(option.query);
    }
  }

  // The combobox's state lives on the box's input, which the box renders.
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute('aria-expanded', String(shown));
    if (activeId) box.setAttribute('aria-activedescendant', activeId);
    else box.removeAttribute('aria-activedescendant');
  }, [input, shown, activeId]);

  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
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
  });
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const keyDown = (event: KeyboardEvent) => onKeyDown(event);
    const show = () => setOpen(true);
    const hide = () => window.setTimeout(() => setOpen(false), 150);
    const close = () => setOpen(false);
    const form = box.form;
    form?.addEventListener('submit', close);
    box.addEventListener('keydown', keyDown);
    box.addEventListener('focus', show);
    box.addEventListener('input', show);
    box.addEventListener('blur', hide);
    return () => {
      form?.removeEventListener('submit', close);
      box.removeEventListener('keydown', keyDown);
      box.removeEventListener('focus', show);
      box.removeEventListener('input', show);
      box.removeEventListener('blur', hide);
    };
  }, [input]);

  return (
    <SuggestionList id={id} hidden={!shown}>
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
    </SuggestionList>
  );
}
