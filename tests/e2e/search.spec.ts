import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/expect-no-axe-violations';
import { siteGet, siteUrl } from './support/site-url';

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
});
