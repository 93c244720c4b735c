import { expect, test, type Page } from './support/test';
import { LOADER } from '../../scripts/lib/hold-framework-chunks.mjs';
import { siteGet, siteUrl } from './support/site-url';
import { waitForHydration } from './support/wait-for-hydration';

// docs/adr/0009-paint-first-then-hydrate.md: the production server holds Next's framework chunks until the page's
// high-priority photo has loaded and a frame has been painted, then the page hydrates as before.

const SITE = 'sydney-motor-group';

/** When the page's photo was loaded and painted, and when each framework chunk was requested (browser timings, ms). */
async function timings(page: Page) {
  return page.evaluate(async () => {
    const photo = document.querySelector<HTMLImageElement>('img[fetchpriority=high]');
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const photoEntry = resources.find((entry) => entry.name === photo?.currentSrc);
    const chunks = resources.filter((entry) => entry.name.includes('/_next/static/chunks/'));
    // Element Timing entries are observable only through an observer (buffered).
    const paintedAt = await new Promise<number | null>((resolve) => {
      new PerformanceObserver((list) => {
        const entry = list
          .getEntries()
          .find((e) => (e as PerformanceEntry & { identifier: string }).identifier === 'page-photo');
        resolve(entry ? (entry as PerformanceEntry & { renderTime: number }).renderTime : null);
      }).observe({ type: 'element', buffered: true });
      setTimeout(() => resolve(null), 2000);
    });
    return {
      photoLoadedAt: photoEntry?.responseEnd ?? null,
      photoPaintedAt: paintedAt,
      chunkRequestedAt: chunks.map((entry) => entry.startTime),
    };
  });
}

/** Holds the framework chunks in the network until `release` is called: the page stays as the server sent it. */
async function holdScripts(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function firstCarPath(page: Page): Promise<string> {
  await page.goto(siteUrl(SITE));
  const href = await page.locator('main a[href^="/cars/"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

test.describe('paint first, then hydrate', () => {
  test('the served HTML asks for no framework chunk before the loader does', async ({ request }) => {
    const html = await (await siteGet(request, SITE, '/')).text();
    expect(html).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async="">/);
    expect(html).not.toMatch(/<link rel="preload" as="script"/);
    expect(
      html.match(/<script type="forecourt\/held-chunk" data-src="\/_next\/static\/chunks\//g)?.length,
    ).toBeGreaterThan(3);
    expect(html.endsWith(`${LOADER}</body></html>`), 'the loader ends the body').toBe(true);
  });

  test('on a car page the chunks are requested after the photo has loaded and been painted, and the page hydrates', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const path = await firstCarPath(page);
    await page.goto(siteUrl(SITE, path));

    const reveal = page.getByRole('button', { name: /Show number/ });
    await waitForHydration(reveal);
    const { photoLoadedAt, photoPaintedAt, chunkRequestedAt } = await timings(page);
    expect(photoLoadedAt).not.toBeNull();
    expect(photoPaintedAt).not.toBeNull();
    expect(chunkRequestedAt.length).toBeGreaterThan(3);
    for (const requestedAt of chunkRequestedAt) {
      expect(requestedAt).toBeGreaterThanOrEqual(photoLoadedAt!);
      expect(requestedAt).toBeGreaterThanOrEqual(photoPaintedAt!);
    }

    await reveal.click();
    await expect(
      page.getByRole('region', { name: 'Call the dealer' }).locator('a[href^="tel:"]'),
    ).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a page without a priority photo hydrates too, and in-app navigation still works', async ({
    page,
  }) => {
    await page.goto(siteUrl(SITE, '/contact'));
    const link = page.locator('main a[href^="/contact-us/"]').first();
    await waitForHydration(link);
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(siteUrl(SITE, href!));
    // A client navigation keeps the document: the loader ran once and nothing reloaded.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  });

  test('text typed into the search box before the page hydrated is kept, and answered once it has', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto(siteUrl(SITE), { waitUntil: 'domcontentloaded' });
    const box = page.getByRole('combobox', { name: 'Search cars' });
    await box.fill('ranger');
    release();
    await waitForHydration(box);
    await expect(page.getByRole('option').first()).toBeVisible();
    await box.press('ArrowDown');
    await expect(box).toHaveValue('ranger');
  });

  test('a finance application filled in before the page hydrated keeps every value', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(siteUrl(SITE, '/get-finance'), { waitUntil: 'domcontentloaded' });
    const form = page.locator('form[data-multi-step-form]');
    const amount = form.getByLabel('How much would you like to borrow?');
    await amount.fill('30,000');
    await form.getByLabel('Loan term in months').selectOption('48');
    release();
    await waitForHydration(amount);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'About you' })).toBeVisible();
    await page.getByRole('button', { name: 'Back' }).click();
    await expect(amount).toHaveValue('30,000');
    await expect(form.getByLabel('Loan term in months')).toHaveValue('48');
  });

  test('a search filter chosen before the page hydrated is applied once it has', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(siteUrl(SITE, '/search/used-cars'), { waitUntil: 'domcontentloaded' });
    const condition = page.getByLabel('Condition');
    await condition.selectOption('new');
    release();
    await expect(page).toHaveURL(/\?refinementList(%5B|\[)car_type(%5D|\])(%5B%5D|\[\])=new$/);
    await expect(page.getByRole('list', { name: 'Applied filters' })).toContainText('Condition: New');
  });

  test('a search page left as served does not move when it hydrates', async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(siteUrl(SITE, '/search/used-cars'), { waitUntil: 'domcontentloaded' });
    release();
    await waitForHydration(page.getByLabel('Condition'));
    await page.waitForTimeout(500);
    expect(page.url()).toBe(siteUrl(SITE, '/search/used-cars'));
  });
});
