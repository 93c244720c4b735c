import { expect, test, type Page } from '@playwright/test';
import { DEMO_CARS } from './support/demo-cars';
import { carJsonLd } from './support/car-json-ld';
import { expectNoAxeViolations } from './support/expect-no-axe-violations';
import { siteUrl } from './support/site-url';

const SITE = 'sydney-motor-group';

async function firstCarPath(page: Page): Promise<string> {
  await page.goto(siteUrl(SITE));
  const href = await page.locator('main a[href^="/cars/"]').first().getAttribute('href');
  expect(href).toBeTruthy();
  return href!;
}

function actions(page: Page) {
  return page.getByRole('navigation', { name: 'Actions for this car' });
}

test.describe('car detail page', () => {
  test('shows the car with its gallery, price, JSON-LD and actions, and passes axe', async ({ page }) => {
    const path = await firstCarPath(page);
    const response = await page.goto(siteUrl(SITE, path));
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('main img').first()).toHaveAttribute('fetchpriority', 'high');
    await expect(page.getByText('drive away', { exact: true })).toBeVisible();
    const ld = await carJsonLd(page);
    expect(ld['@type']).toBe('Car');
    expect(ld.mileageFromOdometer.unitCode).toBe('KMT');
    expect(ld.offers.priceCurrency).toBe('AUD');
    expect(await page.locator('meta[property="og:image"]').getAttribute('content')).toContain('/media/');
    for (const label of ['Enquire', 'Got a Question?', 'Book a Test Drive']) {
      await expect(actions(page).getByRole('button', { name: label })).toBeVisible();
    }
    await expect(actions(page).getByRole('link', { name: 'Get Finance' })).toBeVisible();
    const gallery = page.getByRole('region', { name: /Photos of/ });
    await expect(gallery.getByText(/Photo 1 of \d+/)).toBeVisible();
    await gallery.getByRole('button', { name: 'Next photo' }).click();
    await expect(gallery.getByText(/Photo 2 of \d+/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('reveals the phone number once, records the event, then offers a tel: link', async ({ page }) => {
    await page.goto(siteUrl(SITE, await firstCarPath(page)));
    const reveal = page.getByRole('button', { name: /Show number/ });
    await expect(reveal).toContainText('XXX');
    const tracked = page.waitForResponse((r) => r.url().endsWith('/api/events/car_phone_call'));
    await reveal.click();
    expect((await tracked).status()).toBe(202);
    const tel = page.getByRole('region', { name: 'Call the dealer' }).locator('a[href^="tel:"]');
    await expect(tel).toBeVisible();
    await expect(tel).not.toContainText('X');
    await tel.evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()));
    await tel.click();
    const events = await page.evaluate(
      () => (window as unknown as { dataLayer?: { event_id?: number; car_id?: number }[] }).dataLayer ?? [],
    );
    expect(events.some((e) => e.event_id === 25 && typeof e.car_id === 'number')).toBe(true);
    await expectNoAxeViolations(page);
  });

  test('a phone reveal whose tracking fails still reveals the number', async ({ page }) => {
    await page.route('**/api/events/car_phone_call', (route) => route.abort());
    await page.goto(siteUrl(SITE, await firstCarPath(page)));
    await page.getByRole('button', { name: /Show number/ }).click();
    await expect(page.locator('a[href^="tel:"]').first()).toBeVisible();
  });

  test('a Test Drive Only car offers only Book a Test Drive', async ({ page }) => {
    expect((await page.goto(siteUrl(SITE, `/cars/${DEMO_CARS.testDriveOnly}`)))?.status()).toBe(200);
    const items = actions(page).locator(':scope > div');
    await expect(items).toHaveCount(1);
    await expect(actions(page).getByRole('button', { name: 'Book a Test Drive' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a sold car offers only Find Me Something Similar, a search for its make and model', async ({
    page,
  }) => {
    expect((await page.goto(siteUrl(SITE, `/cars/${DEMO_CARS.sold}`)))?.status()).toBe(200);
    await expect(page.getByText('This car has been sold.')).toBeVisible();
    await expect(actions(page).locator(':scope > div')).toHaveCount(1);
    const similar = actions(page).getByRole('link', { name: 'Find Me Something Similar' });
    const href = decodeURIComponent((await similar.getAttribute('href'))!);
    expect(href).toContain('refinementList[make][]=Mazda');
    expect(href).toContain('refinementList[model][]=CX-30');
    await expectNoAxeViolations(page);
  });

  test("an unknown slug or another site's car answers 404 with cars in stock", async ({ page }) => {
    for (const url of [
      siteUrl(SITE, '/cars/no-such-car'),
      siteUrl('waikato-motors', `/cars/${DEMO_CARS.testDriveOnly}`),
    ]) {
      expect((await page.goto(url))?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: "We couldn't find that car" })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Cars you might like' })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });
});
