import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/expect-no-axe-violations';
import { siteGet, siteUrl } from './support/site-url';

const SITE = 'sydney-motor-group';

test.describe('dealer presence', () => {
  test('mobile drawer: opens as a modal, keyboard reaches its links, Escape closes it', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(siteUrl(SITE));
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/modal-open/);
    await expectNoAxeViolations(page);
    // Focus stays inside the drawer while tabbing.
    for (let i = 0; i < 5; i += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/modal-open/);
    // Keyboard navigation through the drawer to a page.
    await menu.focus();
    await page.keyboard.press('Enter');
    const contact = drawer.getByRole('link', { name: 'Contact', exact: true });
    await contact.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Contact');
  });

  test('models mega menu: opens by keyboard, marks the header, leads to a model page', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(siteUrl(SITE));
    const models = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Models/ });
    await models.focus();
    await page.keyboard.press('Enter');
    await expect(models).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('header')).toHaveClass(/dropdown-open/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(models).toHaveAttribute('aria-expanded', 'false');
    await expect(models).toBeFocused();
    await models.hover();
    const hilux = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'HiLux' });
    await expect(hilux).toBeVisible();
    await hilux.click();
    await expect(page).toHaveURL(/\/models\/hilux$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota HiLux');
    await expect(page).toHaveTitle(/HiLux/);
    await expect(page.locator('main img').first()).toHaveAttribute('fetchpriority', 'high');
    await expectNoAxeViolations(page);
  });

  test('holiday hours dialog lists only dates to come and closes with Escape', async ({ page }) => {
    await page.goto(siteUrl(SITE, '/contact-us/parramatta-toyota'));
    const open = page.getByRole('button', { name: 'Holiday opening hours' }).first();
    await open.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Christmas Day');
    // The seeded past holidays (earlier in 2026) are not offered; only dates to come.
    const dates = await dialog.locator('dt').allTextContents();
    expect(dates.length).toBeGreaterThan(0);
    for (const d of dates)
      expect(new Date(d.replace(/\s*\(.*$/, '')).getTime()).toBeGreaterThan(Date.now() - 86_400_000);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('contact a location from its page', async ({ page }) => {
    await page.goto(siteUrl(SITE, '/contact'));
    await page.getByRole('link', { name: 'Contact Parramatta Toyota Sales' }).click();
    await expect(page).toHaveURL(/\/contact-us\/parramatta-toyota$/);
    await expectNoAxeViolations(page);
    const form = page.getByRole('main');
    await form.getByLabel('Full Name').fill('Presence Journey');
    await form.getByLabel('Mobile').fill('0412 345 678');
    await form.getByLabel('Email', { exact: true }).fill('presence@example.com');
    await form.getByLabel('Message').fill('Is the service centre open on Saturday?');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page).toHaveURL(/\/success/);
    await expectNoAxeViolations(page);
  });

  test('sitemap lists every in-stock car of the site and none of another site', async ({ request, page }) => {
    const own = await (await siteGet(request, SITE, '/sitemap.xml')).text();
    const other = await (await siteGet(request, 'waikato-motors', '/sitemap.xml')).text();
    const carsOf = (xml: string) => [...xml.matchAll(/\/cars\/([^<]+)<\/loc>/g)].map((m) => m[1]);
    const ownCars = carsOf(own);
    const otherCars = new Set(carsOf(other));
    expect(ownCars.length).toBeGreaterThan(100);
    expect(ownCars.some((slug) => otherCars.has(slug))).toBe(false);
    // Every car on the home page's latest list is in the sitemap.
    await page.goto(siteUrl(SITE));
    const hrefs = await page
      .locator('main a[href^="/cars/"]')
      .evaluateAll((as) =>
        as.map((a) => (a.getAttribute('href') ?? '').replace(/^\/cars\//, '').replace(/[#?].*$/, '')),
      );
    expect(hrefs.length).toBeGreaterThan(0);
    for (const slug of hrefs) expect(ownCars).toContain(slug);
    const robots = await (await siteGet(request, SITE, '/robots.txt')).text();
    expect(robots).toContain('/sitemap.xml');
  });

  test('an unknown single-segment path is the site 404', async ({ request }) => {
    expect((await siteGet(request, SITE, '/no-such-model')).status()).toBe(404);
    expect((await siteGet(request, SITE, '/hilux')).status()).toBe(200);
  });

  test('a click on any phone link of the site counts as click to call (event 25)', async ({ page }) => {
    await page.goto(siteUrl(SITE));
    const tel = page.locator('header a[href^="tel:"]').first();
    await expect(tel).toBeVisible();
    await tel.evaluate((a) => a.addEventListener('click', (e) => e.preventDefault()));
    await tel.click();
    const events = await page.evaluate(
      () => (window as unknown as { dataLayer?: { event_id?: number; phone?: string }[] }).dataLayer ?? [],
    );
    const href = (await tel.getAttribute('href'))!;
    expect(events.filter((e) => e.event_id === 25)).toEqual([
      expect.objectContaining({ phone: href.slice('tel:'.length) }),
    ]);
  });

  test('model, brand and search paths with a percent sign or a malformed escape answer 404', async ({
    request,
  }) => {
    for (const path of [
      '/100%25',
      '/models/100%25',
      '/models/bad%E0%A4%A',
      '/search/100%25',
      '/brands/%zz',
    ]) {
      expect((await siteGet(request, SITE, path)).status(), path).toBe(404);
    }
  });
});
