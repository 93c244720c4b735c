import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/expect-no-axe-violations';
import { fetchLeads } from './support/export-leads';
import { siteGet, siteUrl } from './support/site-url';
import { waitForHydration } from './support/wait-for-hydration';

const SITE = 'sydney-motor-group';

/** A header dropdown of the desktop navigation: a native <details> and its summary. */
function dropdown(page: Page, label: string) {
  const details = page
    .getByRole('navigation', { name: 'Main' })
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: label }) });
  return { details, summary: details.locator('summary') };
}

test.describe('dealer presence', () => {
  test('mobile drawer: a modal; Tab walks its items, never into the page behind; Enter on a link opens it; Escape closes', async ({
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
    // Past the last item focus leaves for the browser, never for the page behind the modal.
    await page.keyboard.press('Tab');
    expect(
      await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement) ?? false),
    ).toBe(false);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/modal-open/);
    // Reopen and go to a page by keyboard alone: focus returned to Menu; Tab from the first item reaches Contact.
    await expect(menu).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(close).toBeFocused();
    while (!(await contact.evaluate((a) => a === document.activeElement))) await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Contact');
    await expect(page.locator('body')).not.toHaveClass(/modal-open/);
  });

  test('models mega menu: opens by keyboard, marks the header, leads to a model page', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(siteUrl(SITE));
    const { summary: models, details } = dropdown(page, 'Models');
    await models.focus();
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open', '');
    await expect(page.locator('header')).toHaveClass(/dropdown-open/);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(details).not.toHaveAttribute('open');
    await expect(models).toBeFocused();
    // Focus leaving the dropdown closes it and the header drops dropdown-open.
    await page.keyboard.press('Enter');
    await expect(details).toHaveAttribute('open', '');
    await page.keyboard.press('Tab');
    expect(await details.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await expect(details).toHaveAttribute('open', '');
    await page.keyboard.press('Shift+Tab');
    await expect(models).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(dropdown(page, 'Brands').summary).toBeFocused();
    await expect(details).not.toHaveAttribute('open');
    await expect(page.locator('header')).not.toHaveClass(/dropdown-open/);
    await models.hover();
    const hilux = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'HiLux' });
    await expect(hilux).toBeVisible();
    await hilux.click();
    await expect(page).toHaveURL(/\/models\/hilux$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Toyota HiLux');
    await expect(page).toHaveTitle(/HiLux/);
    await expect(details).not.toHaveAttribute('open');
    await expect(page.locator('main img').first()).toHaveAttribute('fetchpriority', 'high');
    await expectNoAxeViolations(page);
  });

  test('header search box is at least 220 px wide at desktop widths and full width on a phone, on every site', async ({
    page,
  }) => {
    for (const site of ['sunshine-coast-nissan', 'waikato-motors', SITE]) {
      for (const width of [1400, 1280, 1024, 768, 375]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(siteUrl(site));
        const box = page.getByRole('banner').getByRole('combobox', { name: 'Search cars' });
        const boxWidth = (await box.boundingBox())!.width;
        expect(boxWidth, `${site} at ${width} px`).toBeGreaterThanOrEqual(width < 768 ? width - 120 : 220);
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${site} at ${width} px`,
        ).toBe(width);
      }
    }
  });

  test('brands mega menu lays its brands out in columns inside the screen', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    await page.goto(siteUrl(SITE));
    const { summary: brands, details } = dropdown(page, 'Brands');
    await waitForHydration(brands);
    // A click moves the pointer onto the summary first, which opens the menu on hover; the click keeps it open.
    await brands.click();
    await expect(details).toHaveAttribute('open', '');
    const links = details.getByRole('link');
    expect(await links.count()).toBeGreaterThan(3);
    const boxes = await Promise.all((await links.all()).map(async (l) => (await l.boundingBox())!));
    expect(new Set(boxes.map((b) => Math.round(b.x))).size).toBeGreaterThanOrEqual(2);
    const right = Math.max(...boxes.map((b) => b.x + b.width));
    expect(right).toBeLessThanOrEqual(1400);
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

  test('at 412 px open-now and holiday times read like the opening hours, each on one line', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 900 });
    await page.goto(siteUrl(SITE, '/contact-us/parramatta-toyota'));
    const time = '\\d{1,2}:\\d{2}\u00a0[ap]m';
    const status = page.getByText(/^(Open now|Closed now)/).first();
    expect(await status.textContent()).toMatch(
      new RegExp(`^(Open now, closes ${time}|Closed now(, opens [A-Z][a-z]+ ${time})?)$`),
    );
    await page.getByRole('button', { name: 'Holiday opening hours' }).first().click();
    const dialog = page.getByRole('dialog', { name: /^Holiday opening hours: Parramatta Toyota/ });
    await expect(dialog).toBeVisible();
    const hours = await dialog.locator('dd').all();
    expect(hours.length).toBeGreaterThan(0);
    for (const dd of hours) {
      expect(await dd.textContent()).toMatch(new RegExp(`^(Closed|${time} - ${time})$`));
      const { height, line } = await dd.evaluate((e) => ({
        height: e.getBoundingClientRect().height,
        line: parseFloat(getComputedStyle(e).lineHeight),
      }));
      expect(height, 'holiday hours wrapped').toBeLessThan(line * 1.5);
    }
    expect(await dialog.evaluate((d) => d.scrollWidth <= d.clientWidth)).toBe(true);
    await expectNoAxeViolations(page);
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

  test('a service booking goes to the service centre chosen on the page', async ({ page }) => {
    await page.goto(siteUrl(SITE, '/service'));
    const chooser = page.getByRole('navigation', { name: 'Choose a service centre' });
    const centres = chooser.getByRole('link');
    expect(await centres.count()).toBeGreaterThanOrEqual(2);
    await expect(centres.first()).toHaveAttribute('aria-current', 'page');
    await expect(
      page.getByRole('heading', { level: 2, name: 'Book a service at Parramatta Toyota Service' }),
    ).toBeVisible();

    await chooser.getByRole('link', { name: 'Penrith Ford Service' }).click();
    await expect(page).toHaveURL(/\/service\?location=\d+$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Book a service at Penrith Ford Service' }),
    ).toBeVisible();
    await expect(chooser.getByRole('link', { name: 'Penrith Ford Service' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(centres.first()).not.toHaveAttribute('aria-current');
    // After a navigation in the page, Next streams the new <title> in just after the content.
    await expect(page).toHaveTitle(/^Book a service \|/);
    await expectNoAxeViolations(page);

    const email = `service-${Date.now()}@example.com`;
    const form = page.getByRole('main');
    await form.getByLabel('Full Name').fill('Service Journey');
    await form.getByLabel('Mobile').fill('0412 345 678');
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Message').fill('Logbook service, please.');
    await form.getByRole('button', { name: 'Request a service booking' }).click();
    await expect(page).toHaveURL(/\/success/);
    const lead = (JSON.parse(await fetchLeads(SITE)) as { email: string }[]).find((l) => l.email === email);
    // The lead reaches the chosen centre's dealership, with the centre named.
    expect(lead).toMatchObject({
      category: 'Service Booking',
      dealership_slug: 'penrith-ford',
      payload: { location: 'Penrith Ford Service' },
    });
  });

  test('a location page offers a booking there: a service at its service centre, a test drive at its showroom', async ({
    page,
  }) => {
    // The spec never prefetches /book-test-drive, with a query too; /service is prefetched like any page.
    const prefetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc')) prefetched.push(url.pathname);
    });
    await page.goto(siteUrl(SITE, '/contact-us/penrith-ford'));
    await page
      .getByRole('link', { name: 'Book a Test Drive at Penrith Ford Sales' })
      .scrollIntoViewIfNeeded();
    await expect.poll(() => prefetched).toContain('/service');
    expect(prefetched).not.toContain('/book-test-drive');
    await page.getByRole('link', { name: 'Book a Service at Penrith Ford Service' }).click();
    await expect(page).toHaveURL(/\/service\?location=\d+$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Book a service at Penrith Ford Service' }),
    ).toBeVisible();

    await page.goto(siteUrl(SITE, '/contact-us/penrith-ford'));
    await page.getByRole('link', { name: 'Book a Test Drive at Penrith Ford Sales' }).click();
    await expect(page).toHaveURL(/\/book-test-drive\?location=\d+$/);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Book a test drive at Penrith Ford Sales' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Book a test drive \|/);
    await expectNoAxeViolations(page);
  });

  test('a location the page does not list, or no number, books at the first one', async ({ page }) => {
    for (const query of ['?location=abc', '?location=999999', '?location=1&location=2']) {
      const response = await page.goto(siteUrl(SITE, `/service${query}`));
      expect(response?.status(), query).toBe(200);
      await expect(
        page.getByRole('heading', { level: 2, name: 'Book a service at Parramatta Toyota Service' }),
        query,
      ).toBeVisible();
    }
    // A showroom is not a service centre: its id on /service is not taken.
    await page.goto(siteUrl(SITE, '/book-test-drive'));
    const showrooms = page.getByRole('navigation', { name: 'Choose a showroom' }).getByRole('link');
    const sales = (await showrooms.nth(1).getAttribute('href'))!.split('=')[1];
    await page.goto(siteUrl(SITE, `/service?location=${sales}`));
    await expect(
      page.getByRole('heading', { level: 2, name: 'Book a service at Parramatta Toyota Service' }),
    ).toBeVisible();
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
