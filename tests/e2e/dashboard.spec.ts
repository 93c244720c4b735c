import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { enterDemoCode } from './support/dashboard-sign-in';
import { expectNoAxeViolations } from './support/expect-no-axe-violations';
import { siteGet, siteUrl } from './support/site-url';
import { journeyPort } from './support/journey-server';

// Demo users of the seed (src/server/seed/seed-demo-users.ts); README lists them.
const PASSWORD = 'forecourt-demo';
const SALES = 'sales@parramatta-toyota.example';
const MANAGER = 'manager@parramatta-toyota.example';
const OTHER_SALES = 'sales@penrith-mazda.example';
const OTHER_SITE_ADMIN = 'group.admin@waikato-motors.example';

const port = journeyPort;
const dashboard = (path: string) => `http://dashboard.localhost:${port()}${path}`;

/** Sends a lead from the Sydney demo site to Parramatta Toyota through the public lead API; returns its id. */
async function sendLead(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.post(`http://127.0.0.1:${port()}/api/leads`, {
    headers: { host: `sydney-motor-group.localhost:${port()}` },
    data: {
      lead: {
        category: 'General Enquiry',
        name,
        phone: '0412 345 678',
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
        message: 'Is the service centre open on Saturday?',
        dealership_slug: 'parramatta-toyota',
      },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** Signs in with the keyboard alone: type, Tab, type, Enter, then the authentication code and Enter. */
async function signIn(page: Page, email: string) {
  await page.goto(dashboard('/sign-in'));
  await page.getByLabel('Email address').focus();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await page.keyboard.type(PASSWORD);
  await page.keyboard.press('Enter');
  await enterDemoCode(page, email, { keyboard: true });
}

async function newSignedInPage(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return { context, page };
}

test.describe('dealer dashboard', () => {
  test('a salesperson sees the lead just sent marked new, opens it and marks it contacted', async ({
    page,
    request,
  }) => {
    const name = `Nina New ${Date.now()}`;
    await sendLead(request, name);
    await signIn(page, SALES);
    const row = page.locator('tr', { has: page.getByRole('link', { name }) });
    await expect(row).toContainText('New');
    await expectNoAxeViolations(page);
    await row.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByText('Is the service centre open on Saturday?')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Status').selectOption('contacted');
    await page.getByRole('button', { name: 'Save status' }).click();
    await expect(page.getByRole('status')).toHaveText('Status saved.');
    await expect(page.getByTestId('lead-status')).toHaveText('Contacted');
    await expect(page.getByTestId('audit-log')).toContainText(
      'Sam Sales changed the status from “New” to “Contacted”.',
    );
  });

  test('a new lead appears in an open inbox without a reload', async ({ page, request }) => {
    await signIn(page, SALES);
    const name = `Len Live ${Date.now()}`;
    await sendLead(request, name);
    await expect(page.getByRole('link', { name })).toBeVisible({ timeout: 15_000 });
  });

  test.describe('at 768 px', () => {
    test.use({ viewport: { width: 768, height: 1024 } });

    test('a dealership manager assigns a lead to a salesperson', async ({ page, request }) => {
      const name = `Ari Assign ${Date.now()}`;
      const id = await sendLead(request, name);
      await signIn(page, MANAGER);
      await expectNoAxeViolations(page);
      await page.goto(dashboard(`/leads/${id}`));
      await page.getByLabel('Assigned to').selectOption({ label: `Sam Sales (${SALES})` });
      await page.getByRole('button', { name: 'Assign' }).click();
      await expect(page.getByRole('status')).toHaveText('Assignment saved.');
      await expect(page.getByText('Assigned to: Sam Sales')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });

  test('another dealership’s salesperson and another site’s group admin cannot see the lead (404)', async ({
    browser,
    request,
  }) => {
    const name = `Oz Outside ${Date.now()}`;
    const id = await sendLead(request, name);
    for (const email of [OTHER_SALES, OTHER_SITE_ADMIN]) {
      const { context, page } = await newSignedInPage(browser, email);
      await expect(page.getByRole('link', { name })).toHaveCount(0);
      const response = await page.goto(dashboard(`/leads/${id}`));
      expect(response?.status(), email).toBe(404);
      // A write by id, as the page's own form would post it, is refused the same way.
      const status = await page.evaluate(
        (url) =>
          fetch(url, {
            method: 'POST',
            body: new URLSearchParams({ action: 'status', status: 'sold' }),
          }).then((r) => r.status),
        `/leads/${id}/actions`,
      );
      expect(status, email).toBe(404);
      await context.close();
    }
  });

  test('the export links download the current filter’s leads as CSV, JSON and ADF, in scope only', async ({
    browser,
    page,
    request,
  }) => {
    const name = `Eve Export ${Date.now()}`;
    const id = await sendLead(request, name);
    await signIn(page, MANAGER);
    await page.goto(dashboard(`/leads?q=${encodeURIComponent(name)}`));
    await expect(page.getByRole('link', { name })).toBeVisible();
    const csvLink = page.getByRole('link', { name: 'CSV', exact: true });
    const [download] = await Promise.all([page.waitForEvent('download'), csvLink.click()]);
    expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\n').filter((line) => line.includes(id))).toHaveLength(1);
    expect(csv).toContain(name);
    const hrefOf = async (format: string) =>
      (await page.getByRole('link', { name: format, exact: true }).getAttribute('href'))!;
    for (const format of ['CSV', 'JSON', 'ADF']) {
      expect(await hrefOf(format)).toContain(`q=${encodeURIComponent(name).replace(/%20/g, '+')}`);
    }
    // Fetched by the signed-in page itself (Node's resolver has no *.localhost).
    const fetchIn = (from: Page, href: string) =>
      from.evaluate(async (url) => {
        const response = await fetch(url);
        return { type: response.headers.get('content-type') ?? '', text: await response.text() };
      }, href);
    const json = await fetchIn(page, await hrefOf('JSON'));
    expect(json.type).toContain('application/json');
    expect((JSON.parse(json.text) as { lead_id: string }[]).map((lead) => lead.lead_id)).toEqual([id]);
    const adf = await fetchIn(page, await hrefOf('ADF'));
    expect(adf.type).toContain('application/x-adf+xml');
    expect(adf.text).toContain('<?adf version="1.0"?>');
    expect(adf.text).toContain(id);
    // Another dealership's salesperson asking for the same filter gets nothing of it; nobody signed in, no file.
    const other = await newSignedInPage(browser, OTHER_SALES);
    expect(JSON.parse((await fetchIn(other.page, await hrefOf('JSON'))).text)).toEqual([]);
    await other.context.close();
    const signedOut = await request.get(`http://127.0.0.1:${port()}/leads/export?format=csv`, {
      headers: { host: `dashboard.localhost:${port()}` },
      maxRedirects: 0,
    });
    expect(signedOut.status()).toBe(303);
    expect(signedOut.headers().location).toMatch(/\/sign-in$/);
  });

  test('repeated failed sign-ins make this client wait before its next try', async ({ page }) => {
    await page.goto(dashboard('/sign-in'));
    const email = `locked.${Date.now()}@forecourt.example`;
    for (let i = 0; i < 5; i += 1) {
      await page.getByLabel('Email address').fill(email);
      await page.getByLabel('Password').fill('not the password');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL(/error=/);
    }
    await expect(page.locator('#sign-in-error')).toHaveText(/Wait 1 second, then try again/);
    await expect(page.getByLabel('Email address')).toHaveValue(email);
    await expectNoAxeViolations(page);
    // The emailed unlock link's page: a used or made-up token is refused with a way back.
    await page.goto(dashboard('/unlock-sign-in?token=not-a-real-token'));
    await page.getByRole('button', { name: 'Unlock sign-in' }).click();
    await expect(page.getByText('This link has expired or has been used.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('sign out ends this session; sign out everywhere ends the others too', async ({ browser }) => {
    const first = await newSignedInPage(browser, MANAGER);
    const second = await newSignedInPage(browser, MANAGER);
    await first.page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(first.page.getByRole('status')).toHaveText('You are signed out.');
    await second.page.goto(dashboard('/leads'));
    await expect(second.page).toHaveURL(/\/sign-in$/);
    await signIn(second.page, MANAGER);
    await second.page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await second.page.goto(dashboard('/leads'));
    await expect(second.page).toHaveURL(/\/sign-in$/);
    await first.context.close();
    await second.context.close();
  });

  test('the dashboard is served on its own host only, and dealer pages never link to it', async ({
    page,
    request,
  }) => {
    for (const path of ['/sign-in', '/leads', '/dashboard/leads', '/dashboard/sign-in']) {
      expect((await siteGet(request, 'sydney-motor-group', path)).status(), path).toBe(404);
    }
    await page.goto(siteUrl('sydney-motor-group'));
    expect(await page.locator('a[href*="dashboard."]').count()).toBe(0);
  });
});
