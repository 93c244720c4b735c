import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/expect-no-axe-violations';
import { siteGet, siteUrl } from './support/site-url';

const SITE = 'sydney-motor-group';

test.describe('dealer presence', () => {
  test('mobile drawer: a modal; Tab walks its items and wraps round, Enter on a link opens it, Escape closes', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(siteUrl(SITE));
    const menu = page.getByRole('button', { name: 'Menu', exact: true });
    await menu.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(page.locator('body')).toHaveClass(/modal-open/);
    await expectNoAxeViolations(page);
    const close = drawer.getByRole('button', { name: 'Close menu' });
    const contact = drawer.getByRole('link', { name: 'Contact', exact: true });
    await expect(close).toBeFocused();
    // Tab to the drawer's last item, Contact, never leaving the drawer on the way.
    let steps = 0;
    while (!(await contact.evaluate((a) => a === document.activeElement))) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
      steps += 1;
      expect(steps).toBeLessThan(20);
    }
    expect(steps).toBeGreaterThan(3);
    // Past the last item focus wraps to the first, and Shift+Tab goes back round.
    await page.keyboard.press('Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(contact).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/modal-open/);
    // Reopen and go to a page by keyboard alone: Shift+Tab from the first item reaches Contact, Enter opens it.
    await menu.focus();
    await page.keyboard.press('Enter');
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(contact).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Contact');
    await expect(page.locator('body')).not.toHaveClass(/modal-open/);
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
    // Focus leaving the dropdown closes it and the header drops dropdown-open.
    await page.keyboard.press('Enter');
    await expect(models).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    const panel = page.locator('#' + (await models.getAttribute('aria-controls')));
    expect(await panel.evaluate((p) => p.contains(document.activeElement))).toBe(true);
    await expect(models).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Shift+Tab');
    await expect(models).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: /Brands/ }),
    ).toBeFocused();
    await expect(models).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('header')).not.toHaveClass(/dropdown-open/);
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
    // Found by its accessible name, which comes from its heading.
    const dialog = page.getByRole('dialog', { name: /^Holiday opening hours: Parramatta Toyota/ });
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
    await expect(open).toBeFocused();
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
