import { describe, expect, it } from 'vitest';
import { earlyEmptyStateScript, revealEarlyEmptyState } from './early-empty-state';
import { EARLY_FAVOURITES_ID } from './early-favourites-id';
import { isFavourite } from './favourites-store';

/** The list's markup before hydration: the loading line shown, the empty state hidden. */
function markup() {
  const state = (name: string, hidden: boolean) => {
    const attributes = new Map<string, string>([['data-early-state', name]]);
    if (hidden) attributes.set('hidden', '');
    return {
      hidden: () => attributes.has('hidden'),
      setAttribute: (key: string, value: string) => void attributes.set(key, value),
      removeAttribute: (key: string) => void attributes.delete(key),
    };
  };
  const loading = state('loading', false);
  const empty = state('empty', true);
  const root = {
    querySelector: (selector: string) =>
      ({ '[data-early-state="loading"]': loading, '[data-early-state="empty"]': empty })[selector] ?? null,
  };
  return { root: root as unknown as Element, loading, empty };
}

const storing = (value: string | null) => ({ getItem: () => value });
const KEY = 'forecourt:favourites:sydney-motor-group';

describe('revealEarlyEmptyState', () => {
  it('shows the empty state at once when the browser has saved no car for the site', () => {
    const { root, loading, empty } = markup();
    revealEarlyEmptyState(root, storing(null), KEY, isFavourite);
    expect(loading.hidden()).toBe(true);
    expect(empty.hidden()).toBe(false);
  });

  it('shows it for an empty list, and for a list it cannot read, as the page does once hydrated', () => {
    // An entry the store would not read as a saved car (no slug, no name) counts as none, as on the hydrated page.
    for (const stored of ['[]', 'not json', '{"id":1}', '[{"id":1}]']) {
      const { root, loading, empty } = markup();
      revealEarlyEmptyState(root, storing(stored), KEY, isFavourite);
      expect([loading.hidden(), empty.hidden()]).toEqual([true, false]);
    }
  });

  it('leaves "Loading your saved cars…" when cars are saved: their details come from the server', () => {
    const { root, loading, empty } = markup();
    revealEarlyEmptyState(root, storing('[{"id":1,"slug":"a-car","name":"A car"}]'), KEY, isFavourite);
    expect(loading.hidden()).toBe(false);
    expect(empty.hidden()).toBe(true);
  });

  it('shows the empty state when the browser refuses storage (privacy settings)', () => {
    const { root, loading, empty } = markup();
    revealEarlyEmptyState(root, null, KEY, isFavourite);
    expect([loading.hidden(), empty.hidden()]).toEqual([true, false]);
  });

  it('does nothing without the markup', () => {
    expect(() => revealEarlyEmptyState(null, storing(null), KEY, isFavourite)).not.toThrow();
  });
});

describe('earlyEmptyStateScript', () => {
  it('runs as inline text on the markup of its id with the site key', () => {
    const { root, loading, empty } = markup();
    const asked: string[] = [];
    const document = { getElementById: (id: string) => (id === EARLY_FAVOURITES_ID ? root : null) };
    const window = { localStorage: { getItem: (key: string) => (asked.push(key), null) } };
    new Function('document', 'window', earlyEmptyStateScript(KEY))(document, window);
    expect(asked).toEqual([KEY]);
    expect([loading.hidden(), empty.hidden()]).toEqual([true, false]);
  });

  it('cannot close its script element', () => {
    expect(earlyEmptyStateScript('</script><script>alert(1)</script>')).not.toContain('<');
  });
});
