import { describe, expect, it, vi } from 'vitest';
import { FONTS_LOADED_KEY, deferredFontScript } from './deferred-font-script';

/** Runs the script against a stand-in browser and reports what it did. */
function run({
  readyState = 'loading',
  stored = null as string | null,
  fonts = true,
  fontLoads = true,
} = {}) {
  const attributes = new Map<string, string>();
  const storage = new Map<string, string>(stored ? [[FONTS_LOADED_KEY, stored]] : []);
  const listeners = new Map<string, (event?: unknown) => void>();
  const loads: string[] = [];
  let settle: () => void = () => {};
  const document = {
    readyState,
    documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) },
    fonts: fonts
      ? {
          load: (font: string) => {
            loads.push(font);
            return new Promise<void>((resolve, reject) => {
              settle = () => (fontLoads ? resolve() : reject(new Error('404')));
            });
          },
        }
      : undefined,
  };
  const sessionStorage = {
    getItem: (k: string) => storage.get(k) ?? null,
    setItem: (k: string, v: string) => void storage.set(k, v),
  };
  const addEventListener = vi.fn((type: string, listener: (event?: unknown) => void) =>
    listeners.set(type, listener),
  );
  const location = { origin: 'https://cars.example', pathname: '/cars/a', search: '' };
  new Function(
    'document',
    'sessionStorage',
    'addEventListener',
    'location',
    deferredFontScript("'geistSans'"),
  )(document, sessionStorage, addEventListener, location);
  return {
    marked: () => attributes.get('data-fonts'),
    remembered: () => storage.get(FONTS_LOADED_KEY),
    loads,
    fireLoad: () => listeners.get('load')?.(),
    /** A click on a link (or on nothing), with the given overrides of a plain left click on a page of this site. */
    click: (link: Partial<TLink> | null, event: Partial<TClick> = {}) =>
      listeners.get('click')?.({
        button: 0,
        ctrlKey: false,
        metaKey: false,
        shiftKey: false,
        altKey: false,
        ...event,
        target: { closest: () => (link ? { ...LINK, ...link, hasAttribute: () => !!link.download } : null) },
      }),
    settleFont: async () => {
      settle();
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

type TLink = { origin: string; pathname: string; search: string; target: string; download: boolean };
type TClick = { button: number; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean; altKey: boolean };
const LINK: TLink = {
  origin: 'https://cars.example',
  pathname: '/search',
  search: '',
  target: '',
  download: false,
};

describe('deferredFontScript', () => {
  it('waits for the load event, fetches the font, and keeps the page being read in its fallback', async () => {
    const page = run();
    expect(page.loads).toEqual([]);
    page.fireLoad();
    expect(page.loads).toEqual(["1em 'geistSans'"]);
    await page.settleFont();
    expect(page.marked()).toBeUndefined();
    expect(page.remembered()).toBe('1');
  });

  it('switches to the font when the buyer follows a link to another page of the site', async () => {
    const page = run({ readyState: 'complete' });
    page.click({});
    expect(page.marked()).toBeUndefined(); // the font has not arrived yet
    await page.settleFont();
    page.click({ pathname: '/cars/a', search: '?page=2' });
    expect(page.marked()).toBe('loaded');
  });

  it.each([
    ['a fragment of this page', { pathname: '/cars/a' }, {}],
    ['another site', { origin: 'https://elsewhere.example' }, {}],
    ['a new tab', { target: '_blank' }, {}],
    ['a download', { download: true }, {}],
    ['a modified click', {}, { ctrlKey: true }],
    ['a middle click', {}, { button: 1 }],
  ])('keeps the fallback on a click that leaves nothing: %s', async (_, link, event) => {
    const page = run({ readyState: 'complete' });
    await page.settleFont();
    page.click(link, event);
    page.click(null);
    expect(page.marked()).toBeUndefined();
  });

  it('fetches at once when the page has already loaded', () => {
    const page = run({ readyState: 'complete' });
    expect(page.loads).toHaveLength(1);
  });

  it('marks the page before its first paint when this tab has loaded the font before', () => {
    const page = run({ stored: '1' });
    expect(page.marked()).toBe('loaded');
    expect(page.loads).toEqual([]);
  });

  it('neither marks nor remembers when the font fails to load (the stack stays on its fallback)', async () => {
    const page = run({ readyState: 'complete', fontLoads: false });
    await page.settleFont();
    page.click({});
    expect(page.marked()).toBeUndefined();
    expect(page.remembered()).toBeUndefined();
  });

  it('marks the page at once in a browser without document.fonts', () => {
    const page = run({ readyState: 'complete', fonts: false });
    expect(page.marked()).toBe('loaded');
  });

  it('keeps the family name inside a string, whatever it holds', () => {
    expect(deferredFontScript(`x"),alert(1)//`)).toContain(JSON.stringify(`1em x"),alert(1)//`));
  });
});
