import { test as base, type Page } from '@playwright/test';

export { expect } from '@playwright/test';
export type { Page } from '@playwright/test';

/**
 * Resolves once the document has hydrated: React hydrates in a task of its own, so the `load` event that `goto` waits
 * for can come before it has attached its handlers. The app marks the moment with `data-hydrated` on the document
 * (src/ui/hydration/hydration-mark.tsx). A document that is not one of the app's pages (no framework script) resolves
 * at once.
 */
export async function waitForHydratedDocument(page: Page) {
  await page.waitForFunction(
    () =>
      document.documentElement.hasAttribute('data-hydrated') ||
      document.querySelector('script[src*="/_next/static/chunks/"]') === null,
    undefined,
    { polling: 20, timeout: 15_000 },
  );
}

/** Whether the page has hydrated: the app's mark on the document (see waitForHydratedDocument). */
export const isHydrated = (page: Page) =>
  page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

/**
 * Playwright's `test` whose page waits, after `goto` and `reload` with JavaScript on, until the page has hydrated,
 * as a visitor waits for a page to answer. Journeys about what happens before hydration (early-taps.spec.ts)
 * pass another `waitUntil` than `load`, which this leaves alone.
 */
export const test = base.extend({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        if ((options?.waitUntil ?? 'load') === 'load') await waitForHydratedDocument(page);
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        if ((options?.waitUntil ?? 'load') === 'load') await waitForHydratedDocument(page);
        return response;
      };
    }
    await provide(page);
  },
});
