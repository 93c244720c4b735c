import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test';
import type { TStockHit } from './support/find-car';
import { siteGet, siteUrl } from './support/site-url';

const SITE = 'sunshine-coast-nissan';
const OTHERS = ['sydney-motor-group', 'waikato-motors'];

const locs = (xml: string) => [...xml.matchAll(/<loc>[a-z]+:\/\/[^/]+([^<]*)<\/loc>/g)].map((m) => m[1]!);
const carSlugs = (xml: string) =>
  locs(xml)
    .filter((p) => p.startsWith('/cars/'))
    .map((p) => p.slice('/cars/'.length));

/** Every hit of a site's stock search, all pages (what the site shows: in stock and on the website). */
async function allHits(request: APIRequestContext, site: string): Promise<TStockHit[]> {
  const hits: TStockHit[] = [];
  for (let page = 1, pageCount = 1; page <= pageCount; page++) {
    const response = await siteGet(request, site, `/api/search?page=${page}`);
    expect(response.status()).toBe(200);
    const result = (await response.json()) as { hits: TStockHit[]; pageCount: number };
    hits.push(...result.hits);
    pageCount = result.pageCount;
  }
  return hits;
}

test.describe('dealer presence: sitemap, robots and share tags', () => {
  test("the sitemap's cars are exactly the site's unsold stock, none of another site's", async ({
    request,
  }) => {
    const response = await siteGet(request, SITE, '/sitemap.xml');
    expect(response.headers()['content-type']).toContain('application/xml');
    const own = carSlugs(await response.text());
    const hits = await allHits(request, SITE);
    const sold = hits.filter((h) => h.sold).map((h) => h.slug);
    expect(sold.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.status === 'in_stock')).toBe(true);
    expect(new Set(own).size).toBe(own.length);
    expect(new Set(own)).toEqual(new Set(hits.filter((h) => !h.sold).map((h) => h.slug)));
    for (const slug of sold) expect(own).not.toContain(slug);
    for (const other of OTHERS) {
      const theirs = carSlugs(await (await siteGet(request, other, '/sitemap.xml')).text());
      expect(theirs.length, other).toBeGreaterThan(0);
      expect(
        theirs.filter((slug) => own.includes(slug)),
        other,
      ).toEqual([]);
    }
  });

  test('the sitemap lists every page type of the site, and only pages that answer', async ({ request }) => {
    test.setTimeout(180_000);
    const paths = locs(await (await siteGet(request, 'sydney-motor-group', '/sitemap.xml')).text());
    for (const path of [
      '/',
      '/contact',
      '/models',
      '/service',
      '/special-offers',
      '/book-test-drive',
      '/happy-rewards',
      '/valuations',
      '/finance-pre-approval',
      '/get-finance',
      '/pages/privacy-statement',
      '/electric-cars',
      '/brands/toyota',
      '/brands/jeep',
      '/contact-us/parramatta-toyota',
      '/contact-us/hornsby-jeep',
      '/models/hilux',
      '/models/stonic',
    ]) {
      expect(paths, path).toContain(path);
    }
    // Happy Rewards only where the menu links to it (elsewhere the page is a 404).
    expect(locs(await (await siteGet(request, 'waikato-motors', '/sitemap.xml')).text())).not.toContain(
      '/happy-rewards',
    );
    const pages = paths.filter((p) => !p.startsWith('/cars/'));
    for (const path of pages)
      expect((await siteGet(request, 'sydney-motor-group', path)).status(), path).toBe(200);
  });

  test('robots.txt keeps crawlers out of checkout, buy-online, success and favourites, and names the sitemap', async ({
    request,
  }) => {
    const robots = await (await siteGet(request, SITE, '/robots.txt')).text();
    const lines = robots.split('\n');
    for (const rule of [
      'Disallow: /api/',
      'Disallow: /cars/*/checkout',
      'Disallow: /cars/*/buy-online',
      'Disallow: /success',
      'Disallow: /favourites',
    ]) {
      expect(lines).toContain(rule);
    }
    expect(lines).not.toContain('Disallow: /checkout');
    expect(lines).not.toContain('Disallow: /cars/');
    expect(robots).toMatch(/^Sitemap: http:\/\/sunshine-coast-nissan\.localhost:\d+\/sitemap\.xml$/m);
  });

  test('every page carries og:url (its canonical), an og:image and its own description', async ({ page }) => {
    const layoutDescription = 'New, used and demo cars from Sydney Motor Group.';
    for (const path of [
      '/',
      '/models',
      '/models/stonic',
      '/brands/kia',
      '/contact',
      '/contact-us/parramatta-toyota',
      '/service',
      '/book-test-drive',
      '/special-offers',
      '/pages/privacy-statement',
    ]) {
      await page.goto(siteUrl('sydney-motor-group', path));
      const meta = (property: string) =>
        page.locator(`meta[property="${property}"]`).first().getAttribute('content', { timeout: 2000 });
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical, path).toBeTruthy();
      expect(await meta('og:url'), path).toBe(canonical);
      expect(await meta('og:image'), path).toMatch(
        /^http:\/\/sydney-motor-group\.localhost:\d+\/media\/.+\.(webp|png|jpe?g)$/,
      );
      expect(await meta('og:site_name'), path).toBe('Sydney Motor Group');
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description, path).toBeTruthy();
      expect(description, path).not.toBe(layoutDescription);
    }
    // A model reached at its single-segment path shares its canonical /models/ address.
    await page.goto(siteUrl('sydney-motor-group', '/hilux'));
    expect(await page.locator('meta[property="og:url"]').getAttribute('content')).toMatch(/\/models\/hilux$/);
  });

  test('the home and contact pages carry an AutoDealer entry per location with address, geo and hours', async ({
    page,
  }) => {
    type TLd = {
      '@type': string;
      name?: string;
      address?: unknown;
      geo?: unknown;
      openingHoursSpecification?: unknown[];
    };
    const autoDealers = async (path: string) => {
      await page.goto(siteUrl('sydney-motor-group', path));
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      return blocks
        .flatMap((text) => [JSON.parse(text) as TLd | TLd[]].flat())
        .filter((ld) => ld['@type'] === 'AutoDealer');
    };
    const home = await autoDealers('/');
    expect(home.length).toBeGreaterThanOrEqual(6);
    for (const dealer of home) {
      expect(dealer.address, dealer.name).toBeTruthy();
      expect(dealer.geo, dealer.name).toBeTruthy();
      expect(dealer.openingHoursSpecification?.length, dealer.name).toBeGreaterThan(0);
    }
    expect((await autoDealers('/contact')).map((d) => d.name)).toEqual(home.map((d) => d.name));
    const location = await autoDealers('/contact-us/parramatta-toyota');
    expect(location.length).toBeGreaterThan(0);
    expect(location.every((d) => d.name?.startsWith('Parramatta Toyota'))).toBe(true);
    // Pages about something else (a model here) carry their own entries, not the dealer's list again.
    expect(await autoDealers('/models/ranger')).toEqual([]);
  });
});
