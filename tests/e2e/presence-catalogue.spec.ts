import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/expect-no-axe-violations';
import { siteGet, siteUrl } from './support/site-url';

const SITE = 'sydney-motor-group';

const card = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

test.describe('dealer presence: model catalogue', () => {
  test('/models: New badge, accessory count, a named fallback for a model without a picture, body filter, stock link', async ({
    page,
  }) => {
    await page.goto(siteUrl(SITE, '/models'));
    await expect(page.getByRole('heading', { level: 1, name: 'Our models' })).toBeVisible();
    await expectNoAxeViolations(page);

    const hilux = card(page, 'Toyota HiLux');
    await expect(hilux.getByText('New', { exact: true })).toBeVisible();
    await expect(hilux.getByText('64 accessories')).toBeVisible();
    await expect(hilux.locator('img')).toHaveCount(1);
    // The LandCruiser Prado is coming soon: no New badge.
    await expect(card(page, 'Toyota LandCruiser Prado').getByText('New', { exact: true })).toHaveCount(0);

    // The Yaris Cross has no image (url and thumb null): no broken <img>, its name on a panel instead.
    const yaris = card(page, 'Toyota Yaris Cross');
    await expect(yaris.locator('img')).toHaveCount(0);
    await expect(yaris.locator('[aria-hidden="true"]').first()).toHaveText('Toyota Yaris Cross');

    // Body filter: links that work without JavaScript, the chosen one marked current.
    const filter = page.getByRole('navigation', { name: 'Filter by body type' });
    await filter.getByRole('link', { name: 'Ute', exact: true }).click();
    await expect(page).toHaveURL(/\/models\?body=Ute$/);
    await expect(filter.getByRole('link', { name: 'Ute', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(card(page, 'Toyota HiLux')).toBeVisible();
    await expect(card(page, 'Ford Ranger')).toBeVisible();
    await expect(card(page, 'Toyota Corolla')).toHaveCount(0);
    // One filter for the whole page; a make without a ute (Hyundai) is left out.
    await expect(page.getByRole('navigation', { name: 'Filter by body type' })).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Hyundai', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The card's stock link is the search for that make and model.
    await card(page, 'Toyota HiLux').getByRole('link', { name: 'View HiLux stock' }).click();
    await expect(page).toHaveURL(/\/search\//);
    const query = decodeURIComponent(new URL(page.url()).search);
    expect(query).toContain('refinementList[make][]=Toyota');
    expect(query).toContain('refinementList[model][]=HiLux');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('main a[href^="/cars/"]').first()).toBeVisible();
    const names = await page.locator('main article h2, main article h3').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(n).toMatch(/HiLux/i);
  });

  test('/brands/kia lists only the Kia range, with axe', async ({ page }) => {
    await page.goto(siteUrl(SITE, '/brands/kia'));
    await expect(page.getByRole('heading', { level: 1, name: 'Kia models' })).toBeVisible();
    const headings = await page.getByRole('article').getByRole('heading').allTextContents();
    expect(headings.length).toBeGreaterThan(3);
    for (const h of headings) expect(h).toMatch(/^Kia /);
    await expectNoAxeViolations(page);
  });

  test('a model description with <script> and onerror= renders as text only: no dialog, no script, no handler', async ({
    page,
  }) => {
    const dialogs: string[] = [];
    const consoleErrors: string[] = [];
    page.on('dialog', async (d) => {
      dialogs.push(d.message());
      await d.dismiss();
    });
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    page.on('pageerror', (e) => consoleErrors.push(e.message));
    await page.goto(siteUrl(SITE, '/models/stonic'));
    await expect(page.getByRole('heading', { level: 1, name: 'Kia Stonic' })).toBeVisible();
    const description = page.getByText('Small SUV, big attitude.').locator('xpath=..');
    await expect(description).toContainText('Ask about our launch offer.');
    const found = await description.evaluate((el) => ({
      scripts: el.querySelectorAll('script').length,
      images: el.querySelectorAll('img').length,
      handlers: [...el.querySelectorAll('*')].flatMap((n) =>
        [...n.attributes].filter((a) => a.name.toLowerCase().startsWith('on')).map((a) => a.name),
      ),
      text: el.textContent ?? '',
    }));
    expect(found).toMatchObject({ scripts: 0, images: 0, handlers: [] });
    expect(found.text).not.toContain('alert(1)');
    // Nowhere in the page: the image of the payload would have run its handler on load.
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    await page.waitForLoadState('load');
    expect(dialogs).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test("another site's model and location pages answer 404 through this site's host", async ({ request }) => {
    for (const path of ['/models/stonic', '/models/hilux', '/hilux', '/contact-us/parramatta-toyota']) {
      expect((await siteGet(request, SITE, path)).status(), `${SITE}${path}`).toBe(200);
      for (const other of ['waikato-motors', 'sunshine-coast-nissan']) {
        expect((await siteGet(request, other, path)).status(), `${other}${path}`).toBe(404);
      }
    }
    // And the other way round: Waikato's own location is not reachable through the group's host.
    const waikato = await (await siteGet(request, 'waikato-motors', '/sitemap.xml')).text();
    const location = /<loc>[^<]*?(\/contact-us\/[^<]+)<\/loc>/.exec(waikato)?.[1];
    const model = /<loc>[^<]*?(\/models\/[^<]+)<\/loc>/.exec(waikato)?.[1];
    expect(location && model).toBeTruthy();
    for (const path of [location!, model!]) {
      expect((await siteGet(request, 'waikato-motors', path)).status(), path).toBe(200);
      expect((await siteGet(request, SITE, path)).status(), path).toBe(404);
    }
  });

  test("every catalogue stock link finds cars: the model as the stock names it, else the make's stock", async ({
    request,
  }) => {
    for (const slug of ['waikato-motors', 'sunshine-coast-nissan', SITE]) {
      const html = await (await siteGet(request, slug, '/models')).text();
      const links = [...html.matchAll(/href="(\/search\/[^"]*refinementList[^"]*)"/g)].map((m) =>
        m[1]!.replace(/&amp;/g, '&'),
      );
      expect(links.length, slug).toBeGreaterThan(5);
      for (const link of new Set(links)) {
        const page = await (await siteGet(request, slug, link)).text();
        expect(page, `${slug} ${link}`).not.toMatch(/role="status"[^>]*>0 cars</);
      }
    }
  });
});
