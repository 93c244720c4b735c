import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { totpCode } from '../../../demo/totp-code.mjs';
import { buyer, continueToPayment, fillCard, openCheckout } from '../support/checkout-steps';
import { expectNoAxeViolations } from '../support/expect-no-axe-violations';
import { expect, test } from '../support/test';

// A dealer group's first afternoon, on the go-live project's own server (scripts/e2e-production-server.mjs):
// production mode over an empty data directory where `npm run setup` has made one platform admin. No demo data, no
// seed code and no SQL take part: everything below is done through the dashboard, as a dealer group would.

const port = () => Number(new URL(test.info().project.use.baseURL!).port);
const dashboard = (pathname: string) => `http://dashboard.localhost:${port()}${pathname}`;
const SITE = 'canterbury-cars';
const APEX = 'canterburycars.localhost';
const site = (pathname: string) => `http://www.${APEX}:${port()}${pathname}`;
const mailDir = () => path.resolve(process.env.E2E_DATA_DIR || `.e2e-data/${port()}-production`, 'mail');

/** The first admin, as scripts/e2e-production-server.mjs gave it to `npm run setup`. */
const OWNER = { email: 'owner@canterburycars.localhost', password: 'Kea-Paddock-Harbour-31' };
const SALES = {
  email: 'sam@canterburycars.localhost',
  name: 'Sam Sales',
  password: 'Totara-Gravel-Estuary-8',
};
const BUYER = { ...buyer('go-live'), name: 'Aroha Buyer', phone: '021 234 5678', postcode: '8011' };

/** Polls until `read` gives something, within `ms`: mail is written by the jobs worker a moment later. */
async function eventually<T>(read: () => T | undefined, ms = 15_000): Promise<T> {
  let found: T | undefined;
  await expect.poll(() => (found = read()) !== undefined, { timeout: ms }).toBe(true);
  return found!;
}

/** The mail to `to` whose subject holds `subject`, as one unfolded text (quoted-printable soft breaks removed). */
function mailTo(to: string, subject: string): string | undefined {
  let names: string[] = [];
  try {
    names = readdirSync(mailDir());
  } catch {
    return undefined;
  }
  return names
    .map((name) => readFileSync(path.join(mailDir(), name), 'utf8').replace(/=\r?\n/g, ''))
    .find((mail) => mail.includes(to) && mail.includes(subject));
}

/** Password, then (when on) the authentication code of `key`, ending on the leads. */
async function signIn(page: Page, email: string, password: string, key?: string) {
  await page.goto(dashboard('/sign-in'));
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  if (key) {
    await page.waitForURL(/\/sign-in\/two-factor/);
    await page.getByLabel('Authentication code').fill(totpCode(key));
    await page.getByRole('button', { name: 'Continue' }).click();
  }
}

/** Turns two-factor on from /account/two-factor; answers the key the page showed. */
async function turnOnTwoFactor(page: Page, password: string): Promise<string> {
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  const key = (await page.locator('code').first().textContent())!.replace(/\s/g, '');
  await page.getByLabel('Authentication code').fill(totpCode(key));
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10);
  return key;
}

async function newPage(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

/** 30 cars of the Christchurch dealership, as a DMS export would give them. */
function stockCsv(): string {
  const models = ['Corolla', 'RAV4', 'Hilux', 'Camry', 'Yaris', 'Highlander'];
  const rows = Array.from({ length: 30 }, (_, i) => {
    const model = models[i % models.length]!;
    return `CC${1000 + i},canterbury-cars-christchurch,Toyota,${model},${2019 + (i % 5)},${12_000 + i * 3_100},used,${24_990 + i * 700}`;
  });
  return ['stocknum,dealership_slug,make,model,year,km,car_type,price', ...rows].join('\n') + '\n';
}

/** A GET from Node with this Host (Node does not resolve *.localhost), redirects not followed. */
const hostGet = (request: APIRequestContext, host: string, pathname: string) =>
  request.get(`http://127.0.0.1:${port()}${pathname}`, {
    headers: { host: `${host}:${port()}` },
    maxRedirects: 0,
  });

test.describe.configure({ mode: 'serial' });

test('a dealer group goes live from an empty production server, with no code', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  let ownerKey = '';

  await test.step('the first admin signs in and must turn on two-factor first', async () => {
    await signIn(page, OWNER.email, OWNER.password);
    await page.waitForURL(/\/account\/two-factor/);
    await page.goto(dashboard('/leads'));
    await page.waitForURL(/\/account\/two-factor/);
    ownerKey = await turnOnTwoFactor(page, OWNER.password);
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await signIn(page, OWNER.email, OWNER.password, ownerKey);
    await page.waitForURL(/\/leads$/);
  });

  await test.step('an empty production server has no site: the slug host is a 404', async () => {
    expect((await hostGet(request, `${SITE}.localhost`, '/')).status()).toBe(404);
  });

  await test.step('creates Canterbury Cars (NZ) with two dealerships and a location', async () => {
    await page.goto(dashboard('/sites/new'));
    await page.getByLabel('Site name').fill('Canterbury Cars');
    await page.getByLabel('Slug', { exact: true }).fill(SITE);
    await page.getByLabel('Country').selectOption('NZ');
    await page.getByLabel('Template').selectOption('checkout');
    await page.getByLabel('Time zone').selectOption('Pacific/Auckland');
    await page.getByRole('button', { name: 'Create site' }).click();
    await page.waitForURL(new RegExp(`/settings/${SITE}$`));

    const dealerships = [
      {
        name: 'Canterbury Cars Christchurch',
        slug: 'canterbury-cars-christchurch',
        street: '12 Moorhouse Avenue',
        suburb: 'Christchurch Central',
        postcode: '8011',
        nzbn: '9429041234563',
        phone: '03 379 1234',
      },
      {
        name: 'Canterbury Cars Riccarton',
        slug: 'canterbury-cars-riccarton',
        street: '80 Riccarton Road',
        suburb: 'Riccarton',
        postcode: '8042',
        nzbn: '9429036628810',
        phone: '03 348 5678',
      },
    ];
    for (const d of dealerships) {
      await page.goto(dashboard(`/settings/${SITE}/dealerships/new`));
      await page.getByLabel('Dealership name').fill(d.name);
      await page.getByLabel('Slug', { exact: true }).fill(d.slug);
      await page.getByLabel('Street address').fill(d.street);
      await page.getByLabel('Suburb or town').fill(d.suburb);
      await page.getByLabel('Region').selectOption({ label: 'Canterbury' });
      await page.getByLabel('Postcode').fill(d.postcode);
      await page.getByLabel('Motor vehicle trader registration number').fill('M123456');
      await page.getByLabel('NZBN').fill(d.nzbn);
      await page.getByLabel('Sales phone').fill(d.phone);
      await page.getByLabel('Toyota', { exact: true }).check();
      await page.getByRole('button', { name: 'Create dealership' }).click();
      await page.waitForURL(/\/dealerships\?done=created$/);
      await expect(page.getByRole('main')).toContainText(d.name);
    }

    await page.goto(dashboard(`/settings/${SITE}/locations/new`));
    await page.getByLabel('Dealership', { exact: true }).selectOption({ label: dealerships[0]!.name });
    await page.getByLabel('Location name').fill('Christchurch showroom');
    await page.getByLabel('What it does').selectOption('sales');
    await page.getByLabel('Street address').fill(dealerships[0]!.street);
    await page.getByLabel('Suburb or town').fill(dealerships[0]!.suburb);
    await page.getByLabel('Region').selectOption({ label: 'Canterbury' });
    await page.getByLabel('Postcode').fill('8011');
    await page.getByLabel('Phone number').fill('03 379 1234');
    await page.getByLabel('Email').fill('sales@canterburycars.localhost');
    await page.getByRole('button', { name: 'Create location' }).click();
    await page.waitForURL(/\/locations\/\d+\?done=created$/);
  });

  await test.step('gives it canterburycars.localhost and its www. twin', async () => {
    await page.goto(dashboard(`/settings/${SITE}/domains`));
    await page.getByLabel('Domain', { exact: true }).fill(APEX);
    await expect(page.getByLabel('Also add its www. twin')).toBeChecked();
    await page.getByRole('button', { name: 'Add domain' }).click();
    await expect(page.getByRole('status')).toContainText('Added.');
  });

  await test.step('imports 30 cars from a CSV file', async () => {
    await page.goto(dashboard('/stock/import'));
    await page.getByLabel('Site').selectOption({ label: 'Canterbury Cars' });
    await page
      .getByLabel('Stock file (CSV or JSON, as described in the stock import guide)')
      .setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(stockCsv()) });
    await page.getByRole('button', { name: 'Check the file' }).click();
    await page.getByRole('button', { name: 'Import 30 cars' }).click();
    await expect(page.getByRole('status')).toContainText('Imported: 30 created, 0 updated, 0 rejected.');
  });

  await test.step('sends a test lead to its CRM inbox (an ADF email to the local mail folder)', async () => {
    await page.goto(dashboard(`/settings/${SITE}/lead-destinations`));
    await page.getByLabel('Kind').first().selectOption('email-adf');
    await page.getByLabel('Name', { exact: true }).first().fill('Showroom CRM');
    await page.getByLabel('Send to').first().fill('crm@canterburycars.localhost');
    await page.getByLabel('Send from').first().fill('web@canterburycars.localhost');
    await page.getByRole('button', { name: 'Save lead destinations' }).click();
    await expect(page.getByRole('status')).toContainText('Saved.');
    await page.getByRole('button', { name: 'Send a test lead to Showroom CRM' }).click();
    await expect(page.getByRole('status')).toHaveText('The test lead was delivered to Showroom CRM.');
    await eventually(() => mailTo('crm@canterburycars.localhost', 'Test Lead'));
  });

  await test.step('moves its old addresses over with a CSV of redirects', async () => {
    await page.goto(dashboard(`/settings/${SITE}/redirects`));
    await page
      .getByLabel('Redirects (CSV)')
      .fill('old_url,new_url\nhttps://www.old-canterbury.example/used-vehicles.aspx,/search/used-cars\n');
    await page.getByRole('button', { name: 'Save redirects' }).click();
    await expect(page.getByRole('status')).toContainText('Saved.');
  });

  await test.step('until published the site is a 404 on every host; then it is published', async () => {
    for (const host of [`www.${APEX}`, APEX, `${SITE}.localhost`])
      expect((await hostGet(request, host, '/')).status(), host).toBe(404);
    await page.goto(dashboard(`/settings/${SITE}/publish`));
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Publish site' }).click();
    await expect(page.getByText(/Published since/)).toBeVisible();
    expect((await hostGet(request, `www.${APEX}`, '/')).status()).toBe(200);
    const apex = await hostGet(request, APEX, '/stock?x=1');
    expect(apex.status()).toBe(301);
    expect(apex.headers().location).toBe(`http://www.${APEX}:${port()}/stock?x=1`);
    const old = await hostGet(request, `www.${APEX}`, '/used-vehicles.aspx');
    expect(old.status()).toBe(308);
    // Next's first render of a redirect repeats its Location header (same value; browsers follow it).
    expect(new Set(old.headers().location!.split(', '))).toEqual(new Set(['/search/used-cars']));
  });

  await test.step('a buyer searches, enquires and reserves on www.canterburycars.localhost', async () => {
    const shopper = await newPage(browser);
    const buyerPage = shopper.page;
    await buyerPage.goto(site('/'));
    await expect(buyerPage).toHaveTitle(/Canterbury Cars/);
    const box = buyerPage.getByRole('combobox', { name: 'Search cars' });
    await box.fill('hilux');
    await box.press('Enter');
    const results = buyerPage.getByRole('list', { name: 'Search results' }).getByRole('article');
    await expect(results.first()).toContainText(/hilux/i);
    await results.first().getByRole('link').first().click();
    await buyerPage.waitForURL(/\/cars\//);
    const carUrl = buyerPage.url();

    await buyerPage
      .getByRole('navigation', { name: 'Actions for this car' })
      .getByRole('button', { name: 'Enquire' })
      .click();
    const dialog = buyerPage.getByRole('dialog');
    await dialog.getByLabel('Full Name').fill(BUYER.name);
    await dialog.getByLabel('Mobile').fill(BUYER.phone);
    await dialog.getByLabel('Email', { exact: true }).fill(BUYER.email);
    await dialog.getByLabel('Message').fill('Is it still available this weekend?');
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    await buyerPage.waitForURL(/\/success\?category=/);

    await buyerPage.goto(carUrl);
    await openCheckout(buyerPage);
    await continueToPayment(buyerPage, BUYER);
    await fillCard(buyerPage, '4242 4242 4242 4242');
    await buyerPage.getByRole('button', { name: /^Pay / }).click();
    await buyerPage.waitForURL(/\/confirmation\?reference=FC-/);
    await expect(buyerPage.getByText(/is reserved for you/)).toBeVisible({ timeout: 20_000 });
    await shopper.context.close();
  });

  await test.step('an invited salesperson accepts, turns on two-factor, signs in and finds the lead', async () => {
    await page.goto(dashboard('/people/invite'));
    await page.getByLabel('Email').fill(SALES.email);
    await page.getByLabel('Name', { exact: true }).fill(SALES.name);
    await page.getByLabel('Role').selectOption({ label: 'Salesperson' });
    const dealership = page.getByLabel('Dealership (for a manager or salesperson)');
    const option = dealership.locator('option', { hasText: 'Canterbury Cars Christchurch' });
    await dealership.selectOption((await option.getAttribute('value'))!);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.waitForURL(/\/people\?done=invited/);

    const mail = await eventually(() => mailTo(SALES.email, 'You are invited to the Forecourt dashboard'));
    const link = mail.match(/\/invitation\/[A-Za-z0-9_-]+/)![0];
    const invited = await newPage(browser);
    const sales = invited.page;
    await sales.goto(dashboard(link));
    await expect(sales.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible();
    await expectNoAxeViolations(sales);
    await sales.getByLabel('Your name').fill(SALES.name);
    await sales.getByLabel('Password (at least 12 characters)').fill(SALES.password);
    await sales.getByRole('button', { name: 'Accept invitation' }).click();
    await sales.waitForURL(/\/leads$/);

    await sales.getByRole('link', { name: 'Two-factor sign-in' }).click();
    const key = await turnOnTwoFactor(sales, SALES.password);
    await sales.getByRole('button', { name: 'Sign out', exact: true }).click();
    await signIn(sales, SALES.email, SALES.password, key);
    await sales.waitForURL(/\/leads$/);
    await expect(sales.getByRole('main')).toContainText(BUYER.name);

    // The link works once.
    await sales.goto(dashboard(link));
    await expect(sales.getByRole('heading', { name: 'This invitation has already been used' })).toBeVisible();
    await invited.context.close();
  });

  // At 1280 px: the same pages at 390 px (the width and axe) are the phone sweep's, on the demo server
  // (dashboard-desk.spec.ts); axe is most of a journey's time, so each page type is checked once at each width.
  await test.step('every new dashboard page is axe-clean at 1280 px', async () => {
    const pages = [
      '/sites',
      '/sites/new',
      `/settings/${SITE}/dealerships`,
      `/settings/${SITE}/dealerships/new`,
      `/settings/${SITE}/locations/new`,
      `/settings/${SITE}/domains`,
      `/settings/${SITE}/publish`,
      `/settings/${SITE}/redirects`,
      '/people',
      '/people/invite',
      '/account/two-factor',
    ];
    await page.setViewportSize({ width: 1280, height: 900 });
    for (const pathname of pages) {
      await page.goto(dashboard(pathname));
      await expectNoAxeViolations(page);
    }
  });
});
