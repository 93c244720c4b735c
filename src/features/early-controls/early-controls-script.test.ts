import { describe, expect, it, vi } from 'vitest';
import { EARLY_CONTROL, ENHANCED } from '@/ui/hydration/early-control';
import { FAVOURITES_CHANGED_EVENT, earlyControlsScript } from './early-controls-script';

type TListener = (event: unknown) => void;

/** A stand-in browser with one favourite heart and one phone reveal, running the script's text. */
function page() {
  const storage = new Map<string, string>();
  const windowListeners = new Map<string, TListener>();
  const documentListeners = new Map<string, TListener>();
  const dispatched: string[] = [];
  const attributes = new Map<string, string>([[EARLY_CONTROL, 'favourite']]);
  const heart = {
    dataset: { site: 'alpha', carId: '7', carSlug: '2024-kia-stonic-7', carName: 'Kia Stonic' },
    hasAttribute: (name: string) => attributes.has(name),
    setAttribute: (name: string, value: string) => void attributes.set(name, value),
    getAttribute: (name: string) => attributes.get(name) ?? null,
  };
  const inside = {
    closest: (selector: string) => (selector === `[${EARLY_CONTROL}="favourite"]` ? heart : null),
  };
  const outside = { closest: () => null };
  const reveal = {
    open: true,
    dataset: { track: '{"car_id":7,"dealership_id":2,"website_id":1}' } as Record<string, string>,
    getAttribute: (name: string) => (name === EARLY_CONTROL ? 'phone-reveal' : null),
  };
  const fetch = vi.fn(() => Promise.resolve({ ok: true, status: 202 }));
  const window = {
    localStorage: {
      getItem: (k: string) => storage.get(k) ?? null,
      setItem: (k: string, v: string) => void storage.set(k, v),
    },
    addEventListener: (type: string, listener: TListener) => windowListeners.set(type, listener),
    dispatchEvent: (event: Event) => dispatched.push(event.type),
  };
  const document = {
    addEventListener: (type: string, listener: TListener) => documentListeners.set(type, listener),
  };
  new Function('window', 'document', 'fetch', earlyControlsScript())(window, document, fetch);

  const click = (target: unknown) => {
    const event = { target, stopPropagation: vi.fn(), preventDefault: vi.fn() };
    windowListeners.get('click')?.(event);
    return event;
  };
  return {
    saved: () => JSON.parse(storage.get('forecourt:favourites:alpha') ?? '[]') as unknown[],
    storage,
    attributes,
    dispatched,
    fetch,
    reveal,
    clickHeart: () => click(inside),
    clickElsewhere: () => click(outside),
    toggleReveal: () => documentListeners.get('toggle')?.({ target: reveal }),
  };
}

describe('earlyControlsScript', () => {
  it('saves a car from a heart tapped before hydration, then unsaves it, and stops the click there', () => {
    const p = page();
    const first = p.clickHeart();
    expect(p.saved()).toEqual([{ id: 7, slug: '2024-kia-stonic-7', name: 'Kia Stonic' }]);
    expect(p.attributes.get('aria-pressed')).toBe('true');
    expect(p.dispatched).toEqual([FAVOURITES_CHANGED_EVENT]);
    expect(first.stopPropagation).toHaveBeenCalled();
    p.clickHeart();
    expect(p.saved()).toEqual([]);
    expect(p.attributes.get('aria-pressed')).toBe('false');
  });

  it('keeps the other saved cars and repairs a stored value that is not a list', () => {
    const p = page();
    p.storage.set('forecourt:favourites:alpha', JSON.stringify([{ id: 3, slug: 'x', name: 'X' }]));
    p.clickHeart();
    expect(p.saved()).toEqual([
      { id: 3, slug: 'x', name: 'X' },
      { id: 7, slug: '2024-kia-stonic-7', name: 'Kia Stonic' },
    ]);
    p.storage.set('forecourt:favourites:alpha', '{not json');
    p.clickHeart();
    expect(p.saved()).toHaveLength(1);
  });

  it('leaves a heart React has enhanced, and any other click, to the page', () => {
    const p = page();
    p.attributes.set(ENHANCED, '');
    expect(p.clickHeart().stopPropagation).not.toHaveBeenCalled();
    expect(p.clickElsewhere().stopPropagation).not.toHaveBeenCalled();
    expect(p.saved()).toEqual([]);
  });

  it('sends the phone reveal tracking call once, when the number is first shown', () => {
    const p = page();
    p.toggleReveal();
    p.toggleReveal();
    expect(p.fetch).toHaveBeenCalledTimes(1);
    expect(p.fetch).toHaveBeenCalledWith('/api/events/car_phone_call', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"car_id":7,"dealership_id":2,"website_id":1}',
      keepalive: true,
    });
  });

  it('sends nothing when a reveal is closed', () => {
    const p = page();
    p.reveal.open = false;
    p.toggleReveal();
    expect(p.fetch).not.toHaveBeenCalled();
  });
});
