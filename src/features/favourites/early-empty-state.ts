import { EARLY_FAVOURITES_ID } from './early-favourites-id';
import { isFavourite } from './favourites-store';

/**
 * Before React runs, shows the favourites page's empty state at once when this browser has saved no car for the
 * site, instead of 'Loading your saved cars…' until hydration. Saved cars still wait for React: their current
 * state comes from the server. It counts saved cars as the favourites store does (`isSaved`, the store's
 * isFavourite). Self-contained: it runs inline as its own text (see earlyEmptyStateScript).
 */
export function revealEarlyEmptyState(
  root: Element | null,
  storage: Pick<Storage, 'getItem'> | null,
  key: string,
  isSaved: (value: unknown) => boolean,
): void {
  if (!root) return;
  let saved = 0;
  try {
    const parsed: unknown = JSON.parse((storage && storage.getItem(key)) || '[]');
    saved = Array.isArray(parsed) ? parsed.filter(isSaved).length : 0;
  } catch {
    saved = 0;
  }
  if (saved > 0) return;
  const loading = root.querySelector('[data-early-state="loading"]');
  const empty = root.querySelector('[data-early-state="empty"]');
  if (!loading || !empty) return;
  loading.setAttribute('hidden', '');
  empty.removeAttribute('hidden');
}

/** The inline script placed right after the list's markup: the site's favourites key decides. */
export function earlyEmptyStateScript(key: string): string {
  const storage = '(function(){try{return window.localStorage}catch(e){return null}})()';
  const args = [
    `document.getElementById(${JSON.stringify(EARLY_FAVOURITES_ID)})`,
    storage,
    JSON.stringify(key),
    isFavourite.toString(),
  ];
  return `(${revealEarlyEmptyState.toString()})(${args.join(',')})`.replace(/</g, '\\u003c');
}
