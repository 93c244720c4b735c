import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/expect-no-axe-violations';
import { findCar } from './support/find-car';
import { siteGet, siteUrl } from './support/site-url';

const SITE = 'sydney-motor-group';

/** The car names in the compare table's header row, in order. */
const comparedNames = (page: Page) =>
  page.locator('[data-compare-box] thead th[scope="col"] p a').allTextContents();

test.describe('compare and share', () => {
  test('compare three cars from search, then open the shared address in a fresh context at 390 px', async ({
    page,
    browser,
    request,
  }) => {
    await page.goto(siteUrl(SITE, '/search/used-cars'));
    const cards = page.locator('main article');
    const names: string[] = [];
    for (const n of [0, 1, 2]) {
      const card = cards.nth(n);
      const name = (await card.getByRole('heading').textContent())!.trim();
      names.push(name);
      await card.getByRole('link', { name: `Compare the ${name}` }).click();
      // Each list is an address of its own, drawn on its first request: slow on a busy machine, then cached.
      await expect(page).toHaveURL(/\/compare\?cars=/, { timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1, name: 'Compare cars' })).toBeVisible();
      expect(await comparedNames(page)).toEqual(names);
      if (n < 2) await page.goBack();
    }
    const shared = page.url();
    expect(new URL(shared).searchParams.get('cars')!.split(',')).toHaveLength(3);

    // Another site's car and an unknown slug in the address: said, never shown.
    const sitemap = await (await siteGet(request, 'waikato-motors', '/sitemap.xml')).text();
    const theirs = /\/cars\/([a-z0-9-]+)</.exec(sitemap)![1]!;

    const fresh = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await fresh.newPage();
    await phone.goto(shared);
    await expect(phone.getByRole('region', { name: 'The cars compared, side by side' })).toBeVisible();
    expect(await comparedNames(phone)).toEqual(names);
    for (const row of ['Drive-away price', 'Weekly repayment', 'Year', 'Kilometres', 'Body', 'Fuel']) {
      await expect(phone.getByRole('rowheader', { name: row })).toBeVisible();
    }
    // The page does not scroll sideways; the table does, in its own box, and its first column stays put.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const box = phone.locator('[data-compare-box]');
    expect(await box.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
    const label = phone.getByRole('rowheader', { name: 'Year' });
    const before = (await label.boundingBox())!.x;
    await box.evaluate((el) => el.scrollBy({ left: 300 }));
    await expect.poll(() => box.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    expect((await label.boundingBox())!.x).toBe(before);
    await expectNoAxeViolations(phone);

    // A fourth car, another site's: a link holds at most four, so an unknown slug is the unit tests' case.
    await phone.goto(`${shared},${theirs}`);
    await expect(
      phone.getByText('One car in this link is not available on Sydney Motor Group'),
    ).toBeVisible();
    await expect(phone.locator('[data-compare-missing] li')).toHaveText([theirs]);
    expect(await comparedNames(phone)).toEqual(names);
    await fresh.close();
  });

  test('a car page shares its link and prints as a one-page brochure with a QR code', async ({
    page,
    request,
    context,
  }) => {
    const car = await findCar(request, SITE, (hit) => hit.status === 'in_stock' && !hit.sold);
    // No share sheet in this browser: the link is copied, with a confirmation to see.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => Object.defineProperty(navigator, 'share', { value: undefined }));
    await page.goto(siteUrl(SITE, `/cars/${car.slug}`));
    await page.getByText('Share', { exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      siteUrl(SITE, `/cars/${car.slug}`),
    );

    await page.emulateMedia({ media: 'print' });
    const brochure = page.locator('[data-brochure]');
    await expect(brochure).toBeVisible();
    await expect(page.locator('header').first()).toBeHidden();
    await expect(brochure.locator('[data-qr] svg')).toBeVisible();
    await expect(brochure).toContainText(car.name);
    const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
    expect(pdf.match(/\/Type\s*\/Page\b/g), 'pages printed').toHaveLength(1);
  });
});
