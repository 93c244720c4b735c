import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/expect-no-axe-violations';
import { findCar } from './support/find-car';
import { siteUrl } from './support/site-url';

const SITE = 'sydney-motor-group';

test.describe('dealer presence: form pages and a 360 px wide phone', () => {
  for (const [path, heading, submit] of [
    ['/service', 'Book a service', 'Request a service booking'],
    ['/book-test-drive', 'Book a test drive', 'Book my test drive'],
    ['/contact', 'Contact Sydney Motor Group', 'Send enquiry'],
  ] as const) {
    test(`${path}: a heading, a form with its collection notice, and no axe violations`, async ({ page }) => {
      await page.goto(siteUrl(SITE, path));
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
      const main = page.getByRole('main');
      await expect(main.getByLabel('Full Name')).toBeVisible();
      await expect(main.getByLabel('Email', { exact: true })).toBeVisible();
      await expect(main.getByRole('button', { name: submit, exact: true })).toBeVisible();
      await expect(main.getByRole('link', { name: /privacy statement/i }).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('every page type fits a 360 px screen: no sideways scroll, the main heading visible', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const car = await findCar(request, SITE, (h) => h.status === 'in_stock' && !h.sold);
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of [
      '/',
      '/search/new-used-and-demo-cars',
      `/cars/${car.slug}`,
      '/models',
      '/models/hilux',
      '/contact-us/parramatta-toyota',
      '/contact',
      '/pages/privacy-statement',
      '/favourites',
      '/success?category=General%20Enquiry',
    ]) {
      await page.goto(siteUrl(SITE, path));
      await page.waitForLoadState('load');
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        wide: [...document.querySelectorAll('body *')]
          .filter((el) => el.getBoundingClientRect().right > 361)
          .slice(0, 5)
          .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`),
      }));
      expect(
        widths.scroll,
        `${path} is wider than the screen: ${widths.wide.join(' | ')}`,
      ).toBeLessThanOrEqual(360);
      // The page's main heading (on the home page, the dealer's name) is shown, not clipped away.
      await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
      // Every shown text field's placeholder is read whole, not cut off at the field's edge.
      const cut = await page.evaluate(() => {
        const context = document.createElement('canvas').getContext('2d')!;
        return [...document.querySelectorAll<HTMLInputElement>('input[placeholder], textarea[placeholder]')]
          .filter((field) => field.getClientRects().length > 0 && field.placeholder)
          .filter((field) => {
            const style = getComputedStyle(field);
            context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            return context.measureText(field.placeholder).width > room;
          })
          .map((field) => `${field.id || field.name}: “${field.placeholder}”`);
      });
      expect(cut, `${path}: placeholders cut off`).toEqual([]);
    }
  });
});
