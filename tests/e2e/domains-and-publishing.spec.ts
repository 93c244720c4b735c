import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { signInToDashboard } from './support/dashboard-sign-in';
import { expectNoAxeViolations } from './support/expect-no-axe-violations';
import { siteGet } from './support/site-url';
import { journeyPort } from './support/journey-server';

// Demo users of the seed (demo/seed-demo-users.ts); README lists them.
const PASSWORD = 'forecourt-demo';
const ADMIN = 'admin@forecourt.example';
const SITE = 'waikato-motors';
const APEX = 'waikato-e2e.localhost';
const WWW = `www.${APEX}`;

const port = journeyPort;
const dashboard = (pathname: string) => `http://dashboard.localhost:${port()}${pathname}`;

const signIn = (page: Page) => signInToDashboard(page, ADMIN, PASSWORD);

/** A GET from Node with this Host (Node does not resolve *.localhost), redirects not followed. */
const hostGet = (request: APIRequestContext, host: string, path = '/') =>
  request.get(`http://127.0.0.1:${port()}${path}`, {
    headers: { host: `${host}:${port()}` },
    maxRedirects: 0,
  });

/** Polls `check` until it holds or `ms` have passed since `from`: no fixed sleep. */
async function within(ms: number, from: number, check: () => Promise<boolean>) {
  while (!(await check())) {
    if (Date.now() - from > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Date.now() - from;
}

/** A form post from inside the signed-in page (its cookies, its origin). */
const postFrom = (page: Page, pathname: string, body: Record<string, string>) =>
  page.evaluate(
    async ([url, fields]) => (await fetch(url, { method: 'POST', body: new URLSearchParams(fields) })).status,
    [pathname, body] as const,
  );

test('a domain saved is answered within 2 s, its www. twin redirects, another site is refused it', async ({
  page,
  request,
}) => {
  await signIn(page);
  // The site's own pages and data are warm, as a live site's are: what is timed is the new domain's way in.
  expect((await siteGet(request, SITE, '/')).status()).toBe(200);
  await page.goto(dashboard(`/settings/${SITE}/domains`));
  try {
    await page.getByLabel('Domain', { exact: true }).fill(APEX);
    await expect(page.getByLabel('Also add its www. twin')).toBeChecked();
    await page.getByRole('button', { name: 'Add domain' }).click();
    await expect(page.getByRole('status')).toContainText('Added.');
    const saved = Date.now();
    await within(2000, saved, async () => {
      const response = await hostGet(request, WWW);
      return response.status() === 200 && (await response.text()).includes('Waikato Motors');
    });
    await within(2000, saved, async () => {
      const response = await hostGet(request, APEX, '/contact?from=e2e');
      return (
        response.status() === 301 &&
        response.headers().location === `http://${WWW}:${port()}/contact?from=e2e`
      );
    });
    await expect(page.getByText(`${APEX} · redirects to ${WWW}`)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(dashboard('/settings/sydney-motor-group/domains'));
    await page.getByLabel('Domain', { exact: true }).fill(WWW);
    await page.getByRole('button', { name: 'Add domain' }).click();
    await expect(page.getByLabel('Domain', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText(`Another site already has ${WWW}`).first()).toBeVisible();
  } finally {
    for (const host of [APEX, WWW]) await postFrom(page, `/settings/${SITE}/domains/remove`, { host });
  }
  const removed = Date.now();
  await within(2000, removed, async () => (await hostGet(request, WWW)).status() === 404);
});

test('an unpublished site answers 404 on its slug host, pages and API, and its preview shows it', async ({
  page,
  request,
  browser,
}) => {
  await signIn(page);
  // A demo destination is an ADF email, written to DATA_DIR/mail: a delivered test lead, which publishing needs.
  expect(await postFrom(page, `/settings/${SITE}/test-lead`, { index: '0' })).toBe(200);
  await page.goto(dashboard(`/settings/${SITE}/publish`));
  await expect(page.getByText('Published since')).toBeVisible();
  await page.getByRole('button', { name: 'Unpublish site' }).click();
  try {
    await expect(page.getByRole('status')).toContainText('Unpublished.');
    const saved = Date.now();
    await within(2000, saved, async () => (await siteGet(request, SITE, '/')).status() === 404);
    expect((await siteGet(request, SITE, '/contact')).status()).toBe(404);
    expect((await siteGet(request, SITE, '/api/search/autocomplete?q=toy')).status()).toBe(404);
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Preview the site' }).click();
    await page.waitForURL(`http://${SITE}.localhost:${port()}/`);
    await expect(page.getByText('Preview: this site is not published.')).toBeVisible();
    await expect(page.locator('h1').first()).toBeVisible();

    const stranger = await browser.newContext();
    const response = await (await stranger.newPage()).goto(`http://${SITE}.localhost:${port()}/`);
    expect(response?.status()).toBe(404);
    await stranger.close();
  } finally {
    await page.goto(dashboard(`/settings/${SITE}/publish`));
    await page.getByRole('button', { name: 'Publish site' }).click();
    await expect(page.getByRole('status')).toContainText('Published.');
  }
  const published = Date.now();
  await within(2000, published, async () => (await siteGet(request, SITE, '/')).status() === 200);
});
