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
  const listeners = new Map<string, () => void>();
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
  const addEventListener = vi.fn((type: string, listener: () => void) => listeners.set(type, listener));
  new Function('document', 'sessionStorage', 'addEventListener', deferredFontScript("'geistSans'"))(
    document,
    sessionStorage,
    addEventListener,
  );
  return {
    marked: () => attributes.get('data-fonts'),
    remembered: () => storage.get(FONTS_LOADED_KEY),
    loads,
    fireLoad: () => listeners.get('load')?.(),
    settleFont: async () => {
      settle();
      await new Promise((r) => setTimeout(r, 0));
    },
  };
}

describe('deferredFontScript', () => {
  it('waits for the load event, then fetches the font and marks the page once it has arrived', async () => {
    const page = run();
    expect(page.loads).toEqual([]);
    expect(page.marked()).toBeUndefined();
    page.fireLoad();
    expect(page.loads).toEqual(["1em 'geistSans'"]);
    expect(page.marked()).toBeUndefined();
    await page.settleFont();
    expect(page.marked()).toBe('loaded');
    expect(page.remembered()).toBe('1');
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

  it('still marks the page when the font fails to load (the stack falls back on its own)', async () => {
    const page = run({ readyState: 'complete', fontLoads: false });
    await page.settleFont();
    expect(page.marked()).toBe('loaded');
  });

  it('marks the page at once in a browser without document.fonts', () => {
    const page = run({ readyState: 'complete', fonts: false });
    expect(page.marked()).toBe('loaded');
  });

  it('keeps the family name inside a string, whatever it holds', () => {
    expect(deferredFontScript(`x"),alert(1)//`)).toContain(JSON.stringify(`1em x"),alert(1)//`));
  });
});
