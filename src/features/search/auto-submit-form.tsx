'use client';
import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { buildSearchUrl } from '@/domain/search/build-search-url';
import type { TSearchState } from '@/domain/search/types';

const REFINEMENT_KEY = /^refinementList\[([^\]]+)\](?:\[\d*\])?$/;

function stateOf(form: HTMLFormElement): TSearchState {
  const refinements: Record<string, string[]> = {};
  let query = '';
  let sortBy: string | null = null;
  for (const [key, raw] of new FormData(form)) {
    const value = String(raw).trim();
    if (value === '') continue;
    if (key === 'query') query = value;
    else if (key === 'sortBy') sortBy = value;
    else {
      const facet = REFINEMENT_KEY.exec(key)?.[1];
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
  const go = (form: HTMLFormElement) =>
    router.push(buildSearchUrl(stateOf(form), { currentPath: action, searchPath }), { scroll: false });
  return (
    <form
      action={action}
      method="get"
      className={className}
      onChange={(event) => {
        if (event.target instanceof HTMLSelectElement) go(event.currentTarget);
      }}
      onSubmit={(event) => {
        event.preventDefault();
        go(event.currentTarget);
      }}
    >
      {children}
    </form>
  );
}
