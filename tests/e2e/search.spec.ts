import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/expect-no-axe-violations';
import { siteGet, siteUrl } from './support/site-url';
import { waitForHydration } from './support/wait-for-hydration';

const SITE = 'sydney-motor-group';
const SEARCH = '/search/new-used-and-demo-cars';

function resultCount(text: string | null): number {
  return Number((text ?? '').match(/[\d,]+/)?.[0]?.replace(/,/g, '') ?? NaN);
}

test.describe('stock search', () => {
  test('search, filter, remove a chip, page and go back; each page passes axe', async ({ page }) => {
    await page.goto(siteUrl(SITE, `${SEARCH}?query=toyota`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New, used and demo cars for sale');
    const status = page.getByRole('status').filter({ hasText: /cars?/ });
    const all = resultCount(await status.textContent());
    expect(all).toBeGreaterThan(21);
    await expectNoAxeViolations(page);

    await page.getByLabel('Condition').selectOption('used');
    await expect(page).toHaveURL(
      /refinementList%5Bcar_type%5D%5B%5D=used|refinementList\[car_type\]\[\]=used/,
    );
    await expect(page.getByRole('list', { name: 'Applied filters' })).toContainText('Condition: Used');
    const used = resultCount(await status.textContent());
    expect(used).toBeLessThan(all);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: /Condition: Used/ }).click();
    await expect(page.getByRole('list', { name: 'Applied filters' })).not.toContainText('Condition');
    await expect(status).toContainText(String(all));
    // The form follows the URL: the dropdown is back on Any, and the next choice does not bring Used back.
    await expect(page.getByLabel('Condition')).toHaveValue('');
    await expect(page.getByLabel('Keywords')).toHaveValue('toyota');

    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expectNoAxeViolations(page);

    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await page.goBack();
    await expect(page).toHaveURL(/car_type/);
    await expect(page.getByLabel('Condition')).toHaveValue('used');
  });

  test('preset pages imply their filter; a typo still finds the car', async ({ page }) => {
    await page.goto(siteUrl(SITE, '/search/used-cars?query=hilix'));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Used cars for sale');
    await expect(page.getByLabel('Condition')).toHaveValue('used');
    await expect(
      page.getByRole('list', { name: 'Search results' }).getByRole('article').first(),
    ).toContainText(/hilux/i);
  });

  test('empty state names the filter to remove', async ({ page }) => {
    await page.goto(siteUrl(SITE, `${SEARCH}?query=corolla&refinementList[body][]=Ute`));
    await expect(page.getByRole('heading', { name: 'No cars match your search' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Remove Body type: Ute/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('empty state offers cars like the ones searched for, else the newest', async ({ page }) => {
    const section = page.getByRole('region', { name: 'No cars match your search' });
    await page.goto(
      siteUrl(
        SITE,
        `${SEARCH}?refinementList[make][]=Toyota&refinementList[model][]=HiLux&refinementList[year][]=1999`,
      ),
    );
    await expect(section.getByRole('heading', { name: 'Similar cars in stock' })).toBeVisible();
    const similar = section.getByRole('article');
    await expect(similar).toHaveCount(3);
    for (const name of await similar.getByRole('heading').allTextContents())
      expect(name).toMatch(/Toyota HiLux/);
    await expectNoAxeViolations(page);

    await page.goto(siteUrl(SITE, `${SEARCH}?refinementList[year][]=1999`));
    await expect(section.getByRole('heading', { name: 'Recently arrived' })).toBeVisible();
    await expect(section.getByRole('article')).toHaveCount(3);
  });

  test('autocomplete by keyboard to a car', async ({ page }) => {
    await page.goto(siteUrl(SITE, '/'));
    const box = page.getByRole('combobox', { name: 'Search cars' });
    await box.fill('hilix');
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(listbox).toBeVisible();
    const options = listbox.getByRole('option');
    const texts = await options.allTextContents();
    const carIndex = texts.findIndex((t) => /^\d{4} /.test(t));
    expect(carIndex).toBeGreaterThanOrEqual(0);
    await expectNoAxeViolations(page);
    for (let i = 0; i <= carIndex; i++) await box.press('ArrowDown');
    await expect(options.nth(carIndex)).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await options.nth(carIndex).getAttribute('id'))!,
    );
    await box.press('Escape');
    await expect(listbox).toBeHidden();
    await box.press('ArrowDown');
    for (let i = 0; i < carIndex; i++) await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/cars\/[^/]*hilux/i);
  });

  test('autocomplete: a car’s price as the search API has it, shown only above 250', async ({
    page,
    request,
  }) => {
    const api = await siteGet(request, SITE, '/api/search/autocomplete?query=ranger');
    const { cars } = (await api.json()) as { cars: { name: string; price: number | null }[] };
    const priced = cars.find((c) => c.price !== null && c.price > 250)!;
    expect(priced).toBeTruthy();
    await page.goto(siteUrl(SITE, '/'));
    const box = page.getByRole('combobox', { name: 'Search cars' });
    await box.fill('ranger');
    const option = page.getByRole('option').filter({ hasText: priced.name }).first();
    await expect(option).toContainText(`$${priced.price!.toLocaleString('en-AU')}`);

    // The 250 limit itself: the same box, answered with a car at 250 and one at 251.
    await page.route('**/api/search/autocomplete?**', (route) =>
      route.fulfill({
        json: {
          terms: [],
          cars: [
            { id: 1, slug: 'at-limit', name: '2020 Limit Car', price: 250, currency: 'AUD' },
            { id: 2, slug: 'over-limit', name: '2020 Over Car', price: 251, currency: 'AUD' },
          ],
        },
      }),
    );
    await box.fill('limit');
    await expect(page.getByRole('option', { name: /Over Car/ })).toContainText('$251');
    await expect(page.getByRole('option', { name: /Limit Car/ })).toHaveText('2020 Limit Car');
  });

  test('submitting the header box with no option chosen searches for the text', async ({ page }) => {
    await page.goto(siteUrl(SITE, '/'));
    const box = page.getByRole('combobox', { name: 'Search cars' });
    await box.fill('ranger');
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\/?\?query=ranger$/);
    await expect(page.getByRole('combobox', { name: 'Search cars' })).toBeVisible();
    await expect(page.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('ranger');
    await expect(
      page.getByRole('list', { name: 'Search results' }).getByRole('article').first(),
    ).toContainText(/ranger/i);
  });

  test("the header box still searches when its suggestions' code cannot load", async ({ page }) => {
    await page.goto(siteUrl(SITE, '/'));
    const box = page.getByRole('combobox', { name: 'Search cars' });
    await waitForHydration(box);
    // The connection drops after the page has loaded: no further code arrives.
    await page.route('**/_next/static/chunks/**', (route) => route.abort('internetdisconnected'));
    await box.fill('ranger');
    await expect(page.getByRole('listbox', { name: 'Suggestions', includeHidden: true })).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(box).toHaveValue('ranger');
    await page.unroute('**/_next/static/chunks/**');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\/?\?query=ranger$/);
    await expect(page.getByRole('searchbox', { name: 'Keywords' })).toHaveValue('ranger');
  });

  test('clicking a search result pushes event 29 (search result click) to the data layer', async ({
    page,
  }) => {
    await page.goto(siteUrl(SITE, `${SEARCH}?query=corolla`));
    const first = page.getByRole('list', { name: 'Search results' }).getByRole('article').first();
    const name = (await first.getByRole('heading').textContent())!.trim();
    await first.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(/\/cars\//);
    const pushed = await page.evaluate(() =>
      (window.dataLayer ?? []).filter((e) => (e as { event_id?: number }).event_id === 29),
    );
    expect(pushed).toEqual([
      expect.objectContaining({ event: 'search_result_click', event_id: 29, position: 1 }),
    ]);
  });

  test('titles and canonical links of the main search, a preset and their page 2', async ({ page }) => {
    const origin = new URL(siteUrl(SITE)).origin;
    for (const [path, title, canonical] of [
      [SEARCH, 'New, used and demo cars for sale | Sydney Motor Group', SEARCH],
      [
        `${SEARCH}?page=2&sortBy=Car_production_price_asc`,
        'New, used and demo cars for sale – page 2 | Sydney Motor Group',
        `${SEARCH}?page=2`,
      ],
      ['/search/used-cars', 'Used cars for sale | Sydney Motor Group', '/search/used-cars'],
      [
        '/search/used-cars?page=2',
        'Used cars for sale – page 2 | Sydney Motor Group',
        '/search/used-cars?page=2',
      ],
    ] as const) {
      await page.goto(siteUrl(SITE, path));
      await expect(page, path).toHaveTitle(title);
      expect(await page.locator('link[rel="canonical"]').getAttribute('href'), path).toBe(
        `${origin}${canonical}`,
      );
      // Shared, the page is the canonical one: page 2 shares as page 2.
      expect(await page.locator('meta[property="og:url"]').getAttribute('content'), path).toBe(
        `${origin}${canonical}`,
      );
    }
  });

  test('the new, demo and electric cars pages show that stock', async ({ page, request }) => {
    for (const [path, heading, facet, value] of [
      ['/search/new-cars', 'New cars for sale', 'Condition', 'new'],
      ['/search/demo-cars', 'Demo cars for sale', 'Condition', 'demo'],
      ['/electric-cars', 'Electric cars for sale', 'Fuel', 'Electric'],
    ] as const) {
      const key = facet === 'Fuel' ? 'simple_fuel' : 'car_type';
      const api = await siteGet(request, SITE, `/api/search?refinementList[${key}][]=${value}`);
      const { total, hits } = (await api.json()) as { total: number; hits: { name: string }[] };
      expect(total, path).toBeGreaterThan(0);
      await page.goto(siteUrl(SITE, path));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page.getByLabel(facet)).toHaveValue(value);
      await expect(page.getByRole('status').filter({ hasText: /cars?/ })).toContainText(
        total === 1 ? '1 car' : `${total.toLocaleString('en-AU')} cars`,
      );
      await expect(
        page.getByRole('list', { name: 'Search results' }).getByRole('article').first().getByRole('heading'),
      ).toHaveText(hits[0]!.name);
      await expectNoAxeViolations(page);
    }
  });

  test('choosing a Condition on a preset page moves to the main search path without the preset filter', async ({
    page,
  }) => {
    await page.goto(siteUrl(SITE, '/search/used-cars'));
    await expect(page.getByLabel('Condition')).toHaveValue('used');
    await page.getByLabel('Condition').selectOption('new');
    await expect(page).toHaveURL(
      /\/search\/new-used-and-demo-cars\/?\?refinementList(%5B|\[)car_type(%5D|\])(%5B%5D|\[\])=new$/,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New, used and demo cars for sale');
    await expect(page.getByRole('list', { name: 'Applied filters' })).toContainText('Condition: New');
    await expect(page.getByRole('list', { name: 'Applied filters' })).not.toContainText('Used');

    await page.goto(siteUrl(SITE, '/search/demo-cars'));
    await page.getByLabel('Condition').selectOption('');
    await expect(page).toHaveURL(/\/search\/new-used-and-demo-cars\/?$/);
    await expect(page.getByLabel('Condition')).toHaveValue('');
    await expectNoAxeViolations(page);
  });

  test('a second make in the URL is kept when another filter changes', async ({ page }) => {
    await page.goto(siteUrl(SITE, `${SEARCH}?refinementList[make][]=Toyota&refinementList[make][]=Ford`));
    const chips = page.getByRole('list', { name: 'Applied filters' });
    await expect(chips).toContainText('Make: Toyota');
    await expect(chips).toContainText('Make: Ford');
    await page.getByLabel('Condition').selectOption('used');
    await expect(page).toHaveURL(/car_type/);
    await expect(chips).toContainText('Make: Toyota');
    await expect(chips).toContainText('Make: Ford');
    await page.getByLabel('Make').selectOption('');
    await expect(chips).not.toContainText('Make:');
  });

  test('bad input answers a normal page, never a 500 or another site’s stock', async ({ request }) => {
    const other = await siteGet(request, 'waikato-motors', `${SEARCH}`);
    expect(other.status()).toBe(200);
    for (const query of [
      'page=abc',
      'page=-1',
      'page=99999',
      `query=${'x'.repeat(10_000)}`,
      'refinementList[make][]=NotAMake',
      'refinementList[year][]=abc',
      'refinementList[dealership_slug][]=waikato-motors',
      'refinementList[nonsense][]=1',
      'sortBy=DROP%20TABLE',
    ]) {
      const res = await siteGet(request, SITE, `${SEARCH}?${query}`);
      expect(res.status(), query).toBe(200);
    }
    const foreign = await siteGet(
      request,
      SITE,
      `/api/search?refinementList[dealership_slug][]=waikato-motors`,
    );
    expect((await foreign.json()).total).toBe(0);
    const tooLong = await siteGet(request, SITE, `/api/search/autocomplete?query=${'x'.repeat(300)}`);
    expect(tooLong.status()).toBe(400);
    expect((await tooLong.json()).field).toBe('query');
  });
});

test.describe('stock search on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the filters fold behind "Filters and sort", stay open across choices, and pass axe', async ({
    page,
  }) => {
    await page.goto(siteUrl(SITE, '/search/used-cars'));
    const summary = page.locator('summary', { hasText: 'Filters and sort' });
    await expect(summary).toHaveText(/Filters and sort · 1 applied/);
    await expect(page.getByLabel('Make')).toBeHidden();
    // The results start on the first screen.
    const firstCard = page.getByRole('list', { name: 'Search results' }).getByRole('article').first();
    expect((await firstCard.boundingBox())!.y).toBeLessThan(740);
    await expectNoAxeViolations(page);

    await summary.click();
    await expect(page.getByLabel('Make')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Make').selectOption('Toyota');
    await expect(page.getByRole('list', { name: 'Applied filters' })).toContainText('Make: Toyota');
    await expect(summary).toHaveText(/2 applied/);
    // The new search remounts the form; the disclosure keeps the visitor's choice and stays open.
    await expect(page.getByLabel('Make')).toHaveValue('Toyota');
    await expect(page.getByLabel('Body type')).toBeVisible();

    await summary.click();
    await expect(page.getByLabel('Make')).toBeHidden();
    await page.reload();
    await expect(page.getByLabel('Make')).toBeHidden();
  });

  test('from the md breakpoint there is no disclosure: the filters always show', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto(siteUrl(SITE, SEARCH));
    await expect(page.locator('summary', { hasText: 'Filters and sort' })).toBeHidden();
    await expect(page.getByLabel('Make')).toBeVisible();
    await expect(page.getByLabel('Sort by')).toBeVisible();
  });

  test('without JavaScript the disclosure opens and Apply filters searches', async ({ browser }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 740 },
    });
    const page = await context.newPage();
    await page.goto(siteUrl(SITE, SEARCH));
    await expect(page.getByLabel('Make')).toBeHidden();
    await page.locator('summary', { hasText: 'Filters and sort' }).click();
    await page.getByLabel('Make').selectOption('Toyota');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByRole('list', { name: 'Applied filters' })).toContainText('Make: Toyota');
    await context.close();
  });
});

test.describe('stock search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the filter form, chips and pages work as plain links and GET forms', async ({ page }) => {
    await page.goto(siteUrl(SITE, SEARCH));
    await page.getByLabel('Make').selectOption('Toyota');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/refinementList/);
    await expect(page.getByRole('list', { name: 'Applied filters' })).toContainText('Make: Toyota');
    const cards = page.getByRole('list', { name: 'Search results' }).getByRole('article');
    await expect(cards.first()).toContainText('Toyota');
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(cards.first()).toContainText('Toyota');
  });

  test('a preset page follows the chosen condition; Any clears it; empty fields leave the URL', async ({
    page,
  }) => {
    await page.goto(siteUrl(SITE, '/search/used-cars'));
    await page.getByLabel('Condition').selectOption('new');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New, used and demo cars for sale');
    await expect(page.getByLabel('Condition')).toHaveValue('new');
    expect(new URL(page.url()).search).toMatch(/^\?refinementList(%5B|\[)car_type(%5D|\])(%5B%5D|\[\])=new$/);

    await page.goto(siteUrl(SITE, '/search/used-cars'));
    await page.getByLabel('Condition').selectOption('');
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('New, used and demo cars for sale');
    await expect(page.getByLabel('Condition')).toHaveValue('');
    expect(new URL(page.url()).search).toBe('');
  });
});
