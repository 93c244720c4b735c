import { expect, isHydrated, test, type Page } from './support/test';
import { demoCarSlug } from './support/demo-cars';
import { expectNoAxeViolations } from './support/expect-no-axe-violations';
import { holdJavaScript } from './support/hold-javascript';
import { siteUrl } from './support/site-url';
import { journeyPort } from './support/journey-server';

const SITE = 'sydney-motor-group';
const STORAGE_KEY = `forecourt:favourites:${SITE}`;

function badge(page: Page, count: number) {
  return page.getByRole('link', { name: `Favourites, ${count} saved` }).first();
}

test.describe('favourites', () => {
  test('save a car from the search results, see the header count, reload, and find it on /favourites', async ({
    page,
  }) => {
    await page.goto(siteUrl(SITE, '/search/used-cars'));
    await expect(badge(page, 0)).toBeVisible();
    const card = page.locator('main article').first();
    const name = (await card.getByRole('heading').textContent())!.trim();
    const toggle = card.getByRole('button', { name: `Save ${name} to favourites` });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    const box = (await toggle.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(badge(page, 1)).toBeVisible();

    await page.reload();
    await expect(badge(page, 1)).toBeVisible();
    await expect(page.getByRole('button', { name: `Save ${name} to favourites` }).first()).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await badge(page, 1).click();
    await expect(page).toHaveURL(/\/favourites$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your favourites' })).toBeVisible();
    await expect(page.getByText('1 saved car')).toBeVisible();
    const saved = page.locator('main article').filter({ hasText: name });
    await expect(saved.getByRole('link', { name, exact: true })).toHaveAttribute('href', /^\/cars\//);
    await expectNoAxeViolations(page);

    await saved.getByRole('button', { name: `Save ${name} to favourites` }).click();
    await expect(page.getByText(/You haven.t saved any cars yet/)).toBeVisible();
    await expect(badge(page, 0)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Browse our cars' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('before hydration /favourites shows its empty state at once, and "Loading" only while cars are saved', async ({
    page,
  }) => {
    const release = await holdJavaScript(page);
    await page.goto(siteUrl(SITE, '/favourites'), { waitUntil: 'commit' });
    await expect(page.getByText(/You haven.t saved any cars yet/)).toBeVisible();
    await expect(page.getByText('Loading your saved cars…')).toBeHidden();
    const browse = page.getByRole('link', { name: 'Browse our cars' });
    const hydrated = () => isHydrated(page);
    expect(await hydrated()).toBe(false);
    release();
    await expect.poll(hydrated).toBe(true);
    await expect(browse).toBeVisible();
    await expect(page.getByText(/You haven.t saved any cars yet/)).toHaveCount(1);

    await page.evaluate(
      (key) =>
        window.localStorage.setItem(key, JSON.stringify([{ id: 1, slug: 'a-car-long-gone', name: 'Gone' }])),
      STORAGE_KEY,
    );
    await page.unrouteAll();
    const again = await holdJavaScript(page);
    await page.goto(siteUrl(SITE, '/favourites'), { waitUntil: 'commit' });
    await expect(page.getByText('Loading your saved cars…')).toBeVisible();
    await expect(page.getByText(/You haven.t saved any cars yet/)).toBeHidden();
    again();
    await expect(page.getByText('Gone', { exact: true })).toBeVisible();
  });

  test('a saved car’s card shows the weekly repayment its search card shows (one car card)', async ({
    page,
  }) => {
    await page.goto(siteUrl(SITE, '/search/used-cars'));
    const card = page.locator('main article').filter({ hasText: '/wk' }).first();
    const link = card.locator('a[href^="/cars/"]').first();
    const slug = (await link.getAttribute('href'))!.replace('/cars/', '');
    const repayment = (await card.getByText(/\/wk/).first().textContent())!.trim();
    expect(repayment).toMatch(/^\$[\d,]+\/wk · /);
    await page.evaluate(
      ([key, saved]) =>
        window.localStorage.setItem(key, JSON.stringify([{ id: 1, slug: saved, name: 'Saved' }])),
      [STORAGE_KEY, slug] as const,
    );
    await page.goto(siteUrl(SITE, '/favourites'));
    const saved = page.locator('main article').filter({ has: page.locator(`a[href="/cars/${slug}"]`) });
    await expect(saved.getByText(repayment, { exact: true })).toBeVisible();
    await expect(
      saved.getByText(/WARNING: This comparison rate is true only for the examples given/),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a saved car sold since reads JUST SOLD; one no longer listed can be removed', async ({
    page,
    request,
  }) => {
    const soldSlug = await demoCarSlug(request, 'sold');
    await page.goto(siteUrl(SITE, '/favourites'));
    await page.evaluate(
      ([key, sold]) =>
        window.localStorage.setItem(
          key,
          JSON.stringify([
            { id: 1, slug: sold, name: 'The sold CX-30' },
            { id: 2, slug: 'no-such-car-anywhere', name: 'A car long gone' },
          ]),
        ),
      [STORAGE_KEY, soldSlug] as const,
    );
    await page.reload();
    const sold = page.locator('main article').filter({ has: page.locator(`a[href="/cars/${soldSlug}"]`) });
    await expect(sold.getByText('JUST SOLD')).toBeVisible();
    const gone = page.locator('main article').filter({ hasText: 'A car long gone' });
    await expect(gone.getByText('This car is no longer listed.')).toBeVisible();
    await expectNoAxeViolations(page);
    await gone.getByRole('button', { name: 'Remove A car long gone' }).click();
    await expect(page.getByText('A car long gone')).toHaveCount(0);
    await expect(badge(page, 1)).toBeVisible();
  });

  test("another tab's change shows in the header count without a reload", async ({ page, context }) => {
    await page.goto(siteUrl(SITE, '/search/used-cars'));
    const other = await context.newPage();
    await other.goto(siteUrl(SITE, '/favourites'));
    await expect(badge(other, 0)).toBeVisible();
    await page
      .locator('main article')
      .first()
      .getByRole('button', { name: /^Save .* to favourites$/ })
      .click();
    await expect(badge(other, 1)).toBeVisible();
    await expect(other.locator('main article')).toHaveCount(1);
  });

  test('the favourites API answers only this site’s cars and names a bad field', async ({ request }) => {
    const port = journeyPort();
    const get = (slug: string, query: string) =>
      request.get(`http://127.0.0.1:${port}/api/search/favourites?${query}`, {
        headers: { host: `${slug}.localhost:${port}` },
      });
    const soldSlug = await demoCarSlug(request, 'sold');
    const ours = await get(SITE, `slugs=${soldSlug}`);
    expect(ours.status()).toBe(200);
    expect((await ours.json()).cars).toMatchObject([{ slug: soldSlug, sold: true }]);
    const theirs = await get('waikato-motors', `slugs=${soldSlug}`);
    expect((await theirs.json()).cars).toEqual([]);
    const bad = await get(SITE, 'slugs=DROP%20TABLE');
    expect(bad.status()).toBe(400);
    expect((await bad.json()).field).toBe('slugs');
  });
});
