import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { signInToDashboard } from './support/dashboard-sign-in';
import { expectNoAxeViolations } from './support/expect-no-axe-violations';
import { dashboardUrl, journeyPort } from './support/journey-server';
import { mailsTo } from './support/read-mail';

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
 * Answers the page's links in <main>, so a list's first record is opened without loading the list again.
 */
async function checkOnPhone(page: Page, path: string, problems: string[]): Promise<string[]> {
  await page.goto(dashboardUrl(path));
  const { width, links } = await page.evaluate(() => ({
    width: document.documentElement.scrollWidth,
    links: [...document.querySelectorAll('main a[href]')].map((a) => a.getAttribute('href')!),
  }));
  if (width > PHONE.width) problems.push(`${path}: scrollWidth ${width}`);
  try {
    await expectNoAxeViolations(page);
  } catch (error) {
    problems.push(
      `${path}: ${error instanceof Error ? error.message.split('\n').slice(0, 12).join(' ') : error}`,
    );
  }
  return links;
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
    // The audit log of each, in words; the first lead's page is also checked on the phone below.
    for (const id of ids.slice(1)) {
      await page.goto(dashboardUrl(`/leads/${id}`));
      await expect(page.getByTestId('audit-log')).toContainText(
        'Pat Platform assigned the lead to Sam Sales.',
      );
    }

    // Every dashboard page at 390 px, each loaded once: lists first, then one record of each kind, found
    // among the links its list showed (a list without records is named, but reservations may have none).
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
    const records = new Map<string, RegExp>([
      ['/reservations', /^\/reservations\/[0-9a-f-]{36}$/],
      ['/stock', /^\/stock\/\d+$/],
      ['/people', /^\/people\/(?!invite$)[^/]+$/],
      [`/settings/${SITE}/dealerships`, /\/dealerships\/\d+$/],
      [`/settings/${SITE}/catalogue`, /\/catalogue\/\d+$/],
      [`/settings/${SITE}/locations`, /\/locations\/\d+$/],
    ]);
    const toOpen: string[] = [];
    for (const path of pages) {
      const links = await checkOnPhone(page, path, problems);
      if (path === `/leads/${ids[0]}`)
        await expect(page.getByTestId('audit-log')).toContainText(
          'Pat Platform assigned the lead to Sam Sales.',
        );
      const pattern = records.get(path);
      if (!pattern) continue;
      const record = links.find((href) => pattern.test(href));
      if (record) toOpen.push(record);
      else if (path !== '/reservations') problems.push(`${path}: no record to open`);
      // A dealership's "Who is emailed new leads" page hangs off its record.
      if (record && path.endsWith('/dealerships')) toOpen.push(`${record}/lead-alerts`);
    }
    for (const record of toOpen) await checkOnPhone(page, record, problems);

    // Sam was emailed once for each lead handed over (the outbox worker wrote them meanwhile): each email names
    // its lead and links to it.
    const assigned = async () =>
      (await mailsTo(SALES)).filter(
        (m) => m.headers.get('subject')?.startsWith('Assigned to you') && m.text.includes(prefix),
      );
    await expect.poll(async () => (await assigned()).length, { timeout: 20_000, intervals: [250] }).toBe(3);
    const mails = await assigned();
    for (const [i, who] of ['Ana', 'Ben', 'Cai'].entries()) {
      const mail = mails.find((m) => m.text.includes(`Buyer: ${prefix} ${who}`));
      expect(mail, `the "Assigned to you" email of ${who}'s lead`).toBeDefined();
      expect(mail!.headers.get('subject')).toBe('Assigned to you – New General enquiry – Desk');
      expect(mail!.html).toContain(`${prefix} ${who}`);
      const links = [...mail!.text.matchAll(/http:\/\/dashboard\.localhost(?::\d+)?(\/leads\/[\w-]+)/g)];
      expect(links.map((l) => l[1])).toEqual([`/leads/${ids[i]}`]);
      expect(mail!.html).toMatch(new RegExp(`href="http://dashboard\\.localhost(:\\d+)?/leads/${ids[i]}"`));
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
    // Reports say the same in words where a manager sees reservations and revenue, not a row of zeros.
    await checkOnPhone(page, '/reports', problems);
    await expect(page.getByTestId('reservations-not-in-role')).toContainText(
      'Your role does not include reservations',
    );
    await expect(page.getByRole('region', { name: 'Reservations and online revenue, table' })).toHaveCount(0);
    expect(problems).toEqual([]);
    await context.close();
  });
});
