'use client';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
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

/**
 * The filter form. Without JavaScript it is a GET form to the page; with it, a change of any dropdown
 * moves to the new URL (built by the preset rule) without a full reload, and the back button returns.
 */
export function AutoSubmitForm({ action, searchPath, className, children }: TProps) {
  const router = useRouter();
  const go = (form: HTMLFormElement, changed: string | null) =>
    router.push(buildSearchUrl(stateOf(form, changed), { currentPath: action, searchPath }), {
      scroll: false,
    });
  return (
    <form
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
