import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/expect-no-axe-violations';
import { siteUrl } from './support/site-url';

const SITE = 'sydney-motor-group';
const LOCATION_PAGE = '/contact-us/parramatta-kia';

/** Whether the form is handled by its script (which turns the browser's own checks off), not the plain HTML form. */
const hydrated = (form: import('@playwright/test').Locator) =>
  form.evaluate((element) => (element as HTMLFormElement).noValidate);

test.describe("a page's inline enquiry form", () => {
  test('loads its script when the visitor starts to use it, keeping what was typed', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await page.goto(siteUrl(SITE, LOCATION_PAGE));
    await page.waitForLoadState('networkidle');
    const form = page.locator('main form');
    await expect(form.getByLabel('Full Name')).toBeVisible();
    // Loaded, and the form is still the server's HTML: nobody has touched it.
    expect(await hydrated(form)).toBe(false);
    const loadedWithPage = scripts.length;

    await form.getByLabel('Full Name').fill('Jo Citizen');
    await expect.poll(() => hydrated(form)).toBe(true);
    expect(scripts.length).toBeGreaterThan(loadedWithPage);
    await expect(form.getByLabel('Full Name')).toHaveValue('Jo Citizen');

    // From here it is the script's form: its own checks, at each field and in the summary.
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(page.getByText('Please fix the following errors:')).toBeVisible();
    await expect(form.getByLabel('Full Name')).toHaveValue('Jo Citizen');
    await expectNoAxeViolations(page);
  });

  test('sent at once, before its script has come, it posts itself and the lead lands on /success', async ({
    page,
  }) => {
    // Once the page has loaded, scripts asked for (the form's) are never answered: its script does not come.
    let holdScripts = false;
    await page.route(/\/_next\/static\/chunks\//, async (route) => {
      if (!holdScripts) await route.continue();
    });
    await page.goto(siteUrl(SITE, LOCATION_PAGE));
    await page.waitForLoadState('networkidle');
    holdScripts = true;
    const form = page.locator('main form');
    await form.getByLabel('Full Name').fill('Jo Early');
    await form.getByLabel('Mobile').fill('0412 345 678');
    await form.getByLabel('Email', { exact: true }).fill(`early+${Date.now()}@example.com`);
    await form.getByLabel('Message').fill('Is the service desk open on Saturday?');
    expect(await hydrated(form)).toBe(false);
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    // The success page's own scripts are held back too: its address is enough.
    await page.waitForURL(/\/success\?category=/, { waitUntil: 'commit' });
  });
});
