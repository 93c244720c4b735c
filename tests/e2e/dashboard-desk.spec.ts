import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { signInToDashboard } from './support/dashboard-sign-in';
import { expectNoAxeViolations } from './support/expect-no-axe-violations';
import { dashboardUrl, journeyPort } from './support/journey-server';

// Demo users of the seed (demo/seed-demo-users.ts).
const ADMIN = 'admin@forecourt.example';
const SALES = 'sales@parramatta-toyota.example';
const SITE = 'sydney-motor-group';
const PHONE = { width: 390, height: 844 };
const SETTINGS_SECTIONS = [
  'general',
  'theme',
  'navigation',
  'home',
  'lead-destinations',
  'contacts',
  'finance',
  'payment',
  'redirects',
];

/** Sends a lead from the Sydney demo site to Parramatta Toyota through the public lead API; returns its id. */
async function sendLead(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.post(`http://127.0.0.1:${journeyPort()}/api/leads`, {
    headers: { host: `${SITE}.localhost:${journeyPort()}` },
    data: {
      lead: {
        category: 'General Enquiry',
        name,
        phone: '0412 345 678',
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
        message: 'Is it still available?',
        dealership_slug: 'parramatta-toyota',
      },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

async function phonePage(browser: Browser) {
  const context = await browser.newContext({ viewport: PHONE });
  return { context, page: await context.newPage() };
}

/**
 * The page as a phone shows it: nothing wider than the screen (tables scroll inside their own box) and no
 * WCAG 2.2 AA violation axe can find. Failures are gathered, so one run names every page that does not fit.
 */
async function checkOnPhone(page: Page, path: string, problems: string[]) {
  await page.goto(dashboardUrl(path));
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  if (width > PHONE.width) problems.push(`${path}: scrollWidth ${width}`);
  try {
    await expectNoAxeViolations(page);
  } catch (error) {
    problems.push(
      `${path}: ${error instanceof Error ? error.message.split('\n').slice(0, 12).join(' ') : error}`,
    );
  }
}

/** The first link on the page whose address matches, as a path (a record to open: a car, a person…). */
async function firstLink(page: Page, pattern: RegExp): Promise<string | null> {
  const hrefs = await page
    .locator('main a[href]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  return hrefs.find((href) => pattern.test(href)) ?? null;
}

test.describe('the dashboard works the desk, on a phone too', () => {
  test('a manager bulk-assigns three leads at 390 px; every dashboard page fits the phone and passes axe', async ({
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const prefix = `Desk ${Date.now()}`;
    const ids = [
      await sendLead(request, `${prefix} Ana`),
      await sendLead(request, `${prefix} Ben`),
      await sendLead(request, `${prefix} Cai`),
    ];
    const { context, page } = await phonePage(browser);
    const problems: string[] = [];
    for (const path of ['/sign-in', '/forgot-password', '/unlock-sign-in?token=x'])
      await checkOnPhone(page, path, problems);
    await signInToDashboard(page, ADMIN);

    // Bulk assign: the three new leads chosen by their checkboxes, handed to Sam in one press.
    await page.goto(dashboardUrl(`/leads?q=${encodeURIComponent(prefix)}`));
    for (const who of ['Ana', 'Ben', 'Cai'])
      await page.getByRole('checkbox', { name: `Select ${prefix} ${who}` }).check();
    await page.getByLabel('Assign to').selectOption({ label: 'Sam Sales' });
    await page.getByRole('button', { name: 'Assign', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('3 leads assigned.');
    for (const id of ids)
      await expect(page.locator(`tr[data-lead-id="${id}"] td`).last()).toHaveText('Sam Sales');
    for (const id of ids) {
      await page.goto(dashboardUrl(`/leads/${id}`));
      await expect(page.getByTestId('audit-log')).toContainText(
        'Pat Platform assigned the lead to Sam Sales.',
      );
    }

    // Every dashboard page at 390 px: lists first, then one record of each kind found from its list.
    const pages = [
      `/leads?q=${encodeURIComponent(prefix)}`,
      '/leads?view=unfinished',
      `/leads/${ids[0]}`,
      '/reservations',
      '/stock',
      '/stock/import',
      '/stock/keys',
      '/people',
      '/people/invite',
      '/settings',
      `/settings/${SITE}`,
      ...SETTINGS_SECTIONS.map((s) => `/settings/${SITE}/${s}`),
      `/settings/${SITE}/dealerships`,
      `/settings/${SITE}/dealerships/new`,
      `/settings/${SITE}/locations`,
      `/settings/${SITE}/locations/new`,
      `/settings/${SITE}/domains`,
      `/settings/${SITE}/publish`,
      `/settings/${SITE}/catalogue`,
      '/sites',
      '/sites/new',
      '/account/two-factor',
      '/account/notifications',
      '/reports',
    ];
    const records: [string, RegExp][] = [
      ['/reservations', /^\/reservations\/[0-9a-f-]{36}$/],
      ['/stock', /^\/stock\/\d+$/],
      ['/people', /^\/people\/(?!invite$)[^/]+$/],
      [`/settings/${SITE}/dealerships`, /\/dealerships\/\d+$/],
      [`/settings/${SITE}/catalogue`, /\/catalogue\/\d+$/],
      [`/settings/${SITE}/locations`, /\/locations\/\d+$/],
    ];
    for (const path of pages) await checkOnPhone(page, path, problems);
    for (const [list, pattern] of records) {
      await page.goto(dashboardUrl(list));
      const record = await firstLink(page, pattern);
      if (record) await checkOnPhone(page, record, problems);
      else if (list !== '/reservations') problems.push(`${list}: no record to open`);
      // A dealership's "Who is emailed new leads" page hangs off its record.
      if (record && list.endsWith('/dealerships'))
        await checkOnPhone(page, `${record}/lead-alerts`, problems);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  test('a salesperson finds the leads assigned to them under Mine and is told reservations are not theirs', async ({
    browser,
  }) => {
    const { context, page } = await phonePage(browser);
    await signInToDashboard(page, SALES);
    await page.getByRole('navigation', { name: 'Quick filters' }).getByRole('link', { name: 'Mine' }).click();
    await expect(page).toHaveURL(/assigned=me/);
    await expect(page.getByRole('link', { name: 'Mine' })).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('tbody tr td:last-child').first()).toHaveText('Sam Sales');
    const problems: string[] = [];
    await checkOnPhone(page, '/reservations', problems);
    await expect(page.getByTestId('reservations-not-in-role')).toContainText(
      'Your role does not include reservations',
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});
