'use client';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';
import { buildSearchUrl } from '@/domain/search/build-search-url';
import type { TSearchState } from '@/domain/search/types';

const REFINEMENT_KEY = /^refinementList\[([^\]]+)\](?:\[\d*\])?$/;

/**
 * The form's search state. A dropdown shows one value of a facet; further values of it from the URL ride
 * along as hidden fields tied to the dropdown (data-keeps = its id), dropped once that dropdown is changed.
 */
function stateOf(form: HTMLFormElement, changed: string | null): TSearchState {
  const refinements: Record<string, string[]> = {};
  let query = '';
  let sortBy: string | null = null;
  for (const field of Array.from(form.elements)) {
    if (!(field instanceof HTMLInputElement || field instanceof HTMLSelectElement) || !field.name) continue;
    if (changed !== null && field.dataset.keeps === changed) continue;
    const value = field.value.trim();
    if (value === '') continue;
    if (field.name === 'query') query = value;
    else if (field.name === 'sortBy') sortBy = value;
    else {
      const facet = REFINEMENT_KEY.exec(field.name)?.[1];
      if (facet) (refinements[facet] ??= []).push(value);
    }
  }
  return { query, page: 1, sortBy, refinements };
}

type TProps = { action: string; searchPath: string; className?: string; children: ReactNode };

/** Where the form's state leads (the preset rule of buildSearchUrl); `changed` is the dropdown just changed. */
function searchUrl(form: HTMLFormElement, changed: string | null, action: string, searchPath: string) {
  return buildSearchUrl(stateOf(form, changed), { currentPath: action, searchPath });
}

/** The first dropdown whose choice is not the one the page was served with (its `selected` option, else its first). */
function changedSelect(form: HTMLFormElement): HTMLSelectElement | undefined {
  return Array.from(form.querySelectorAll('select')).find((select) => {
    const options = Array.from(select.options);
    const served = options.find((option) => option.defaultSelected) ?? options[0];
    return served !== undefined && !served.selected;
  });
}

/**
 * The filter form. Without JavaScript it is a GET form to the page; with it, a change of any dropdown
 * moves to the new URL (built by the preset rule) without a full reload, and the back button returns.
 * A dropdown changed before the page hydrated (its scripts load after its photo has painted, docs/adr/0009)
 * moves the page once it has.
 */
export function AutoSubmitForm({ action, searchPath, className, children }: TProps) {
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const checkedAtHydration = useRef(false);

  useEffect(() => {
    const form = formRef.current;
    if (checkedAtHydration.current || !form) return;
    checkedAtHydration.current = true;
    const changed = changedSelect(form);
    if (changed) router.push(searchUrl(form, changed.id, action, searchPath), { scroll: false });
  }, [router, action, searchPath]);

  const go = (form: HTMLFormElement, changed: string | null) =>
    router.push(searchUrl(form, changed, action, searchPath), { scroll: false });
  return (
    <form
      ref={formRef}
      action={action}
      method="get"
      className={className}
      onChange={(event) => {
        if (event.target instanceof HTMLSelectElement) go(event.currentTarget, event.target.id);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        go(event.currentTarget, null);
      }}
    >
      {children}
    </form>
  );
}
