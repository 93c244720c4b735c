import { expect, test, type Page } from './support/test';
import { siteUrl } from './support/site-url';

/** Where the page's web font stood: when it was requested, against the load event, and what the page shows. */
async function fontState(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const font = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('/_next/static/media/') && entry.name.endsWith('.woff2'));
    return {
      loadEventStart: navigation?.loadEventStart ?? 0,
      fontRequestedAt: font?.startTime ?? null,
      marked: document.documentElement.dataset.fonts ?? null,
      markedAtDomContentLoaded: (window as unknown as { __fontsAtDcl?: string | null }).__fontsAtDcl ?? null,
      headingFont: getComputedStyle(document.querySelector('h1')!).fontFamily,
      loadedFaces: [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family),
    };
  });
}

test.describe('theme fonts', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __fontsAtDcl?: string | null }).__fontsAtDcl =
          document.documentElement.dataset.fonts ?? null;
      });
    });
  });

  test('a Geist theme fetches Geist after the load event and uses it from the next page on', async ({
    page,
  }) => {
    await page.goto(siteUrl('sydney-motor-group'));
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem('forecourt:fonts-loaded'))).toBe('1');
    const first = await fontState(page);
    expect(first.fontRequestedAt).not.toBeNull();
    expect(first.fontRequestedAt!).toBeGreaterThanOrEqual(first.loadEventStart);
    expect(first.loadedFaces).toContain('geistSans');
    // The page being read never changes face (a swap moved the text: CLS 0.056 on a location page).
    expect(first.marked).toBeNull();
    expect(first.headingFont).toMatch(/^"?geistSans Fallback"?,/);

    // Following a link to another page switches to Geist as the view changes.
    const link = page.locator('footer a[href^="/"]:not([href="/"])').first();
    const href = await link.getAttribute('href');
    await link.click();
    await page.waitForURL((url) => url.pathname === href);
    await expect(page.locator('html')).toHaveAttribute('data-fonts', 'loaded');
    expect((await fontState(page)).headingFont).toMatch(/^geistSans/);

    // A page loaded later in the same tab finds the font cached: it is in Geist from its first paint.
    await page.goto(siteUrl('sydney-motor-group', '/models'));
    const later = await fontState(page);
    expect(later.markedAtDomContentLoaded).toBe('loaded');
    expect(later.headingFont).toMatch(/^geistSans/);
  });

  test("before Geist has loaded, a Geist theme's text is in Geist's metric-matched fallback", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const fontRequests: string[] = [];
    page.on('request', (r) => r.url().endsWith('.woff2') && fontRequests.push(r.url()));
    await page.goto(siteUrl('sydney-motor-group'));
    const headingFont = await page.locator('h1').evaluate((h) => getComputedStyle(h).fontFamily);
    expect(headingFont).toMatch(/^"?geistSans Fallback"?,/);
    expect(fontRequests).toEqual([]);
    await context.close();
  });

  test('a theme in system fonts never fetches Geist', async ({ page }) => {
    const fontRequests: string[] = [];
    page.on('request', (r) => r.url().endsWith('.woff2') && fontRequests.push(r.url()));
    await page.goto(siteUrl('sunshine-coast-nissan'), { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    const state = await fontState(page);
    expect(state.marked).toBeNull();
    expect(state.headingFont).not.toContain('geist');
    expect(fontRequests).toEqual([]);
  });
});
