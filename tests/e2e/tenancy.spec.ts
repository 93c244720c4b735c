import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/expect-no-axe-violations';
import { DEMO_SITES, siteGet, siteUrl } from './support/site-url';

async function carLinks(page: import('@playwright/test').Page): Promise<string[]> {
  return page
    .locator('a[href^="/cars/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

test.describe('one app, many dealer sites', () => {
  for (const slug of DEMO_SITES) {
    test(`${slug} home page shows its own name, theme and stock, and passes axe`, async ({ page }) => {
      const response = await page.goto(siteUrl(slug));
      expect(response?.status()).toBe(200);
      await expect(page.locator('h1')).toBeVisible();
      expect(await carLinks(page)).not.toHaveLength(0);
      const firstImage = page.locator('main img').first();
      await expect(firstImage).toHaveAttribute('fetchpriority', 'high');
      await expectNoAxeViolations(page);
    });
  }

  test('each site has its own title, colours and cars', async ({ page }) => {
    const seen = [];
    for (const slug of DEMO_SITES) {
      await page.goto(siteUrl(slug));
      const primary = await page
        .locator('header')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundColor);
      seen.push({ title: await page.title(), primary, cars: new Set(await carLinks(page)) });
    }
    expect(new Set(seen.map((s) => s.title)).size).toBe(DEMO_SITES.length);
    expect(new Set(seen.map((s) => s.primary)).size).toBe(DEMO_SITES.length);
    for (const [i, a] of seen.entries()) {
      for (const b of seen.slice(i + 1)) expect([...a.cars].filter((href) => b.cars.has(href))).toEqual([]);
    }
  });

  test("a site's car is not reachable through another site's host", async ({ page, request }) => {
    await page.goto(siteUrl('waikato-motors'));
    const [nzCar] = await carLinks(page);
    expect(nzCar).toBeTruthy();
    await page.goto(siteUrl('waikato-motors', nzCar));
    const name = (await page.locator('h1').textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    const elsewhere = await siteGet(request, 'sydney-motor-group', nzCar!);
    expect(elsewhere.status()).toBe(404);
    expect(await elsewhere.text()).not.toContain(name);
  });

  test("another site's pages are not reachable by their inner /sites/{slug}/ path", async ({ request }) => {
    const own = await siteGet(request, 'waikato-motors', '/sitemap.xml');
    expect(own.status()).toBe(200);
    const nzCar = (await own.text()).match(/<loc>https?:\/\/[^<]*?(\/cars\/[^<]+)<\/loc>/)?.[1];
    expect(nzCar).toBeTruthy();
    for (const path of [
      '/sites/waikato-motors/sitemap.xml',
      `/sites/waikato-motors${nzCar}`,
      '/sites/waikato-motors',
    ]) {
      const response = await siteGet(request, 'sydney-motor-group', path);
      expect(response.status(), path).toBe(404);
      // The 404 page may echo the path asked for, but nothing of the other site: not even its name.
      expect(await response.text(), path).not.toContain('Waikato Motors');
    }
  });

  test('an unknown host gets the 404 page', async ({ page }) => {
    const response = await page.goto(siteUrl('no-such-dealer'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "We couldn't find that dealer site" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("an unknown path on a site gets that site's 404 page", async ({ page }) => {
    const response = await page.goto(siteUrl('sunshine-coast-nissan', '/no/such/page'));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('demo images are served with long-lived cache headers', async ({ page, request }) => {
    await page.goto(siteUrl('sydney-motor-group'));
    const src = await page.locator('main img').first().getAttribute('src');
    const mediaPath = decodeURIComponent(
      new URL(src!, siteUrl('sydney-motor-group')).searchParams.get('url') ?? src!,
    );
    const image = await siteGet(request, 'sydney-motor-group', mediaPath);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toMatch(/^image\//);
    expect(image.headers()['cache-control']).toContain('max-age=31536000');
  });

  test('a page carries its stylesheet twice (in <style> and in the RSC payload), not a third time', async ({
    request,
  }) => {
    const html = await (await siteGet(request, 'sunshine-coast-nissan', '/')).text();
    // A rule that appears once in the stylesheet: Tailwind's spin keyframes.
    expect(html.split('@keyframes spin{').length - 1).toBe(2);
  });
});
