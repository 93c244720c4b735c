import { demoCarSlug } from './support/demo-cars';
import { expectNoAxeViolations } from './support/expect-no-axe-violations';
import { siteGet, siteUrl } from './support/site-url';
import { expect, test, type Page } from './support/test';

const SITE = 'sydney-motor-group';

/** The dataLayer entries pushed so far with that event id. */
const pushed = (page: Page, eventId: number) =>
  page.evaluate(
    (id) => ((window.dataLayer ?? []) as { event_id?: number }[]).filter((e) => e.event_id === id),
    eventId,
  );

test.describe('one car card, one repayment', () => {
  test("home 'Latest arrivals' cards carry the tag banner and the favourite heart; a page view is 1", async ({
    page,
  }) => {
    await page.goto(siteUrl(SITE));
    const latest = page.getByRole('region', { name: 'Latest arrivals' });
    const cards = latest.getByRole('listitem');
    await expect(cards).toHaveCount(12);
    await expect(latest.getByRole('button', { name: /^Save .+ to favourites$/ })).toHaveCount(12);
    // The newest car (listed an hour ago) wears the site's new label.
    await expect(cards.first().getByText('NEW ARRIVAL', { exact: true })).toBeVisible();
    expect(await pushed(page, 1)).toEqual([
      { event: 'page_view', event_id: 1, page_type: 'home', path: '/' },
    ]);
    await latest
      .getByRole('button', { name: /^Save .+ to favourites$/ })
      .first()
      .click();
    expect(await pushed(page, 39)).toHaveLength(1);
    await expectNoAxeViolations(page);
  });

  test("a result's weekly repayment is the car page's, with Apply Today to its finance application", async ({
    page,
  }) => {
    await page.goto(siteUrl(SITE, '/search/used-cars'));
    const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
    const priced = results.filter({ hasText: '/wk' }).first();
    const weekly = (await priced.getByText(/\$[\d,]+\/wk/).innerText()).match(/\$[\d,]+\/wk/)![0];
    const apply = priced.getByRole('link', { name: /^Apply Today: finance for the / });
    await expect(apply).toHaveText('Apply Today');
    const href = (await apply.getAttribute('href'))!;
    expect(href).toMatch(/^\/get-finance\?car=[a-z0-9-]+$/);
    await expectNoAxeViolations(page);

    await page.goto(siteUrl(SITE, `/cars/${href.split('=')[1]}`));
    const estimate = page.getByRole('region', { name: /^Finance estimate/ });
    await expect(estimate.getByText(weekly, { exact: true })).toBeVisible();
    await expect(estimate.getByText(/^Weekly repayment on the drive-away price of /)).toBeVisible();
  });
});

test.describe('the repayment calculator', () => {
  test('recomputes with the comparison rate beside it and fires event 26', async ({ page }) => {
    await page.goto(siteUrl(SITE, '/search/used-cars'));
    const href = await page
      .getByRole('list', { name: 'Search results' })
      .getByRole('link', { name: 'Apply Today' })
      .first()
      .getAttribute('href');
    await page.goto(siteUrl(SITE, `/cars/${href!.split('=')[1]}`));
    const calculator = page.getByRole('region', { name: 'Repayment calculator' });
    const result = calculator.getByText(/^\$[\d,]+\/wk$/);
    const before = await result.innerText();
    await calculator.getByLabel('Deposit').selectOption('30');
    await expect(result).not.toHaveText(before);
    await expect(calculator.getByText(/^\d+\.\d{2}% p\.a\.$/)).toBeVisible();
    await expect(calculator.getByText(/^WARNING: This comparison rate is true only/)).toBeVisible();
    await expect(calculator.getByText(/with a 30% deposit/)).toBeVisible();
    expect(await pushed(page, 26)).toHaveLength(1);
    await expectNoAxeViolations(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the calculator is a GET form the server works out', async ({ page }) => {
    await page.goto(siteUrl(SITE, '/search/used-cars'));
    const href = await page
      .getByRole('list', { name: 'Search results' })
      .getByRole('link', { name: 'Apply Today' })
      .first()
      .getAttribute('href');
    const slug = href!.split('=')[1]!;
    await page.goto(siteUrl(SITE, `/cars/${slug}`));
    const calculator = page.getByRole('region', { name: 'Repayment calculator' });
    await calculator.getByLabel('Term').selectOption('36');
    await calculator.getByRole('button', { name: 'Work out my repayment' }).click();
    await page.waitForURL(`**/cars/${slug}/repayments?**`);
    const worked = page.getByRole('region', { name: 'Repayment calculator' });
    await expect(worked.getByText(/over 36 months at/)).toBeVisible();
    await expect(worked.getByLabel('Term')).toHaveValue('36');
    // axe needs JavaScript: the same calculator is checked with it above.
  });
});

test.describe('offers, photos, names', () => {
  test('/special-offers lists the offer blocks and the cars tagged Special before the form', async ({
    page,
  }) => {
    await page.goto(siteUrl(SITE, '/special-offers'));
    const blocks = page.getByRole('region', { name: 'Current offers' });
    await expect(blocks.getByRole('heading', { name: 'First service on us' })).toBeVisible();
    await expect(blocks.getByRole('link', { name: 'See demo cars' })).toHaveAttribute(
      'href',
      '/search/demo-cars',
    );
    const offers = page.getByRole('region', { name: 'Cars on special' });
    // The demo's BT-50 is tagged Special, among the random stock's Special cars.
    await expect(offers.getByRole('listitem').filter({ hasText: 'Mazda BT-50' })).not.toHaveCount(0);
    await expect(offers.getByText('Special', { exact: true }).first()).toBeVisible();
    // The offers come before the form.
    const [offersTop, formTop] = await Promise.all([
      offers.evaluate((e) => e.getBoundingClientRect().top),
      page
        .getByRole('heading', { level: 2, name: 'Ask about current offers' })
        .evaluate((e) => e.getBoundingClientRect().top),
    ]);
    expect(offersTop).toBeLessThan(formTop);
    await expect(page.getByRole('heading', { level: 2, name: 'Ask about current offers' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("/special-offers' first offer picture is its LCP image: preloaded, high priority, the rest lazy", async ({
    page,
    request,
  }) => {
    // On a phone the first offer block fills the first screen; lazy, its picture painted a second late.
    const html = await (await siteGet(request, SITE, '/special-offers')).text();
    expect(html.match(/<link rel="preload" as="image"/g)).toHaveLength(1);
    await page.goto(siteUrl(SITE, '/special-offers'));
    const blocks = page.getByRole('region', { name: 'Current offers' });
    const first = blocks.locator('img').first();
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
    await expect(blocks.locator('img').nth(1)).toHaveAttribute('loading', 'lazy');
    await expect(
      page.getByRole('region', { name: 'Cars on special' }).locator('img').first(),
    ).toHaveAttribute('loading', 'lazy');
  });

  test('a car waiting months for photos offers Request Photos without "only just arrived"', async ({
    page,
    request,
  }) => {
    await page.goto(siteUrl(SITE, `/cars/${await demoCarSlug(request, 'longWaitForPhotos')}`));
    await expect(page.getByRole('heading', { level: 2, name: 'Request photos of this car' })).toBeVisible();
    await expect(page.getByText(/just arrived|New arrival/)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Request Photos' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the Nissan Z is never "Nissan Nissan Z"', async ({ page }) => {
    await page.goto(siteUrl('sunshine-coast-nissan', '/models'));
    await expect(page.getByRole('heading', { level: 3, name: 'Nissan Z', exact: true })).toBeVisible();
    await expect(page.getByText(/Nissan Nissan/)).toHaveCount(0);
  });
});

test.describe('nearest location and directions', () => {
  test('/service?postcode= lists the service centres nearest first; a bad postcode says Invalid postcode', async ({
    page,
  }) => {
    await page.goto(siteUrl(SITE, '/service'));
    await page.getByLabel('Your postcode').fill('2750');
    await page.getByRole('button', { name: 'Find nearest' }).click();
    await page.waitForURL(/postcode=2750/);
    const centres = page.getByRole('region', { name: 'Our service centres' }).getByRole('listitem');
    await expect(centres.first()).toContainText('Penrith');
    await expect(centres.first()).toContainText(/km away/);
    await expectNoAxeViolations(page);

    await page.getByLabel('Your postcode').fill('27');
    await page.getByRole('button', { name: 'Find nearest' }).click();
    await expect(page.getByLabel('Your postcode')).toHaveAccessibleDescription('Invalid postcode');
    await expectNoAxeViolations(page);
  });

  test('an NZ site without a maps key places NZ postcodes from the built-in table', async ({ page }) => {
    await page.goto(siteUrl('waikato-motors', '/contact'));
    await page.getByLabel('Your postcode').fill('3204');
    await page.getByRole('button', { name: 'Find nearest' }).click();
    await page.waitForURL(/postcode=3204/);
    await expect(page.getByText(/km away/).first()).toBeVisible();
    await expect(page.getByLabel('Your postcode')).not.toHaveAccessibleDescription('Invalid postcode');

    await page.getByLabel('Your postcode').fill('0000');
    await page.getByRole('button', { name: 'Find nearest' }).click();
    await expect(page.getByLabel('Your postcode')).toHaveAccessibleDescription('Invalid postcode');
    await expectNoAxeViolations(page);
  });

  test('Get Directions pushes event 41 and records it with /api/events/directions', async ({ page }) => {
    await page.route(/google\.com/, (route) => route.fulfill({ status: 200, body: 'map' }));
    await page.goto(siteUrl(SITE, '/contact'));
    const sent = page.waitForRequest(
      (r) => r.url().endsWith('/api/events/directions') && r.method() === 'POST',
    );
    const events = page.evaluate(
      () =>
        new Promise<unknown[]>((resolve) => {
          addEventListener('click', () => resolve([...((window.dataLayer ?? []) as unknown[])]), {
            once: true,
          });
        }),
    );
    await page
      .getByRole('link', { name: /^Get Directions to / })
      .first()
      .click();
    expect((await sent).postDataJSON()).toMatchObject({ data: { location_id: expect.any(String) } });
    expect(await events).toContainEqual(expect.objectContaining({ event: 'directions', event_id: 41 }));
  });
});

test.describe('the built-in market estimate', () => {
  test('a plate the group knows gets a range resting on its comparable cars, labelled as an estimate', async ({
    page,
  }) => {
    await page.goto(siteUrl(SITE, '/valuations'));
    const main = page.getByRole('main');
    await main.getByLabel('Rego (number plate)').fill('DEMO20');
    await main.getByLabel('Kilometres on the odometer').fill('55,000');
    await main.getByLabel('Overall condition').selectOption('Good');
    // The form's second step: the seller (issue 19 made it two steps).
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeFocused();
    await main.getByLabel('Full Name').fill('Kim Seller');
    await main.getByLabel('Mobile').fill('(02) 9630 1200');
    await main.getByRole('textbox', { name: 'Email', exact: true }).fill(`kona+${Date.now()}@example.com`);
    await page.getByRole('radio', { name: 'Email' }).check();
    await page.getByRole('button', { name: 'Request a valuation' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Your estimated valuation' })).toBeFocused();
    await expect(page.getByText('For your 2020 Hyundai Kona:')).toBeVisible();
    await expect(page.getByText(/^\$[\d,]+ to \$[\d,]+$/)).toBeVisible();
    await expect(
      page.getByText(/^An estimate from \d+ comparable cars in our stock and recent sales/),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a plate the group has never seen gets a range from the make, model and year the form asks', async ({
    page,
  }) => {
    await page.goto(siteUrl(SITE, '/valuations'));
    const main = page.getByRole('main');
    await main.getByLabel('Make (optional)').fill('Hyundai');
    await main.getByLabel('Model (optional)').fill('Kona');
    await main.getByLabel('Year (optional)').fill('20');
    await main.getByLabel('Rego (number plate)').fill(`NEW${Date.now() % 1000}`);
    await main.getByLabel('Kilometres on the odometer').fill('55,000');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(main.getByLabel('Year (optional)')).toHaveAccessibleDescription(
      /Enter the year as four digits, e\.g\. 2019\./,
    );
    await main.getByLabel('Year (optional)').fill('2020');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Your details' })).toBeFocused();
    await main.getByLabel('Full Name').fill('Kai Seller');
    await main.getByLabel('Mobile').fill('0412 345 678');
    await main
      .getByRole('textbox', { name: 'Email', exact: true })
      .fill(`kona.new+${Date.now()}@example.com`);
    await page.getByRole('radio', { name: 'Email' }).check();
    await page.getByRole('button', { name: 'Request a valuation' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Your estimated valuation' })).toBeFocused();
    await expect(page.getByText(/^For your 2020 Hyundai Kona/)).toBeVisible();
    await expect(page.getByText(/^\$[\d,]+ to \$[\d,]+$/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
