import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/expect-no-axe-violations';
import { siteUrl } from './support/site-url';

const yearIn = (timeZone: string) =>
  new Intl.DateTimeFormat('en-AU', { year: 'numeric', timeZone }).format(new Date());

test.describe('dealer presence: footer, rating summary and reviews', () => {
  test("the group's footer: licence (once), every dealership's licences, this year's copyright, powered-by credit", async ({
    page,
  }) => {
    await page.goto(siteUrl('sydney-motor-group'));
    const footer = page.getByRole('contentinfo');
    const licences = footer.getByRole('list', { name: 'Licences' }).getByRole('listitem');
    await expect(licences.first()).toHaveText('Licence No. MD012345');
    // The head dealership's dealer licence is the site's licence number: shown once.
    await expect(licences.filter({ hasText: 'Dealer Licence MD012345' })).toHaveCount(0);
    // Each dealership's own numbers, as separate entries named by dealership.
    await expect(
      licences.filter({ hasText: 'Parramatta Toyota: Motor Vehicle Repairer MVRL45231' }),
    ).toHaveCount(1);
    await expect(licences.filter({ hasText: 'Parramatta Kia: Dealer Licence MD023456' })).toHaveCount(1);
    await expect(
      licences.filter({ hasText: 'Parramatta Kia: Motor Vehicle Repairer MVRL51874' }),
    ).toHaveCount(1);
    await expect(licences).toHaveCount(1 + 1 + 5 * 2);
    await expect(
      footer.getByText(`© ${yearIn('Australia/Sydney')} Sydney Motor Group`, { exact: true }),
    ).toBeVisible();
    await expect(footer.getByText('Powered by Forecourt', { exact: true })).toBeVisible();
    // In a menu column and in the sub-footer beside the copyright.
    const privacy = footer.getByRole('link', { name: 'Privacy Statement', exact: true });
    await expect(privacy.last()).toBeVisible();
    for (const link of await privacy.all())
      await expect(link).toHaveAttribute('href', '/pages/privacy-statement');
  });

  test("Waikato's dealer footer: three sales contacts, hours, and Visit Us with directions (no maps key, no frame)", async ({
    page,
  }) => {
    await page.goto(siteUrl('waikato-motors'));
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Sales team' })).toBeVisible();
    const contacts = footer
      .getByRole('heading', { name: 'Sales team' })
      .locator('xpath=..')
      .getByRole('listitem');
    await expect(contacts).toHaveCount(3);
    for (const [name, email] of [
      ['Aroha Ngata', 'aroha@waikato-motors.example'],
      ['Liam O\u2019Connor', 'liam@waikato-motors.example'],
      ['Priya Sharma', 'priya@waikato-motors.example'],
    ]) {
      const contact = contacts.filter({ hasText: name });
      await expect(contact).toHaveCount(1);
      await expect(contact.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
      await expect(contact.locator('a[href^="tel:0"]')).toHaveCount(1);
    }
    await expect(footer.getByRole('heading', { name: 'Opening hours' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Visit Us' })).toBeVisible();
    await expect(footer.locator('iframe')).toHaveCount(0);
    await expect(footer.getByRole('link', { name: /^Get directions to / })).toHaveAttribute(
      'href',
      /^https:\/\/www\.google\.com\/maps\//,
    );
    await expect(footer.getByText('Licence No. M284715', { exact: true })).toBeVisible();
    // The same number is not shown twice.
    await expect(footer.getByText('Dealer Licence M284715', { exact: true })).toHaveCount(0);
    await expect(
      footer.getByText(`© ${yearIn('Pacific/Auckland')} Waikato Motors`, { exact: true }),
    ).toBeVisible();
    // This dealer turned the credit off, and an NZ yard has no NSW repairer number.
    await expect(footer.getByText('Powered by Forecourt')).toHaveCount(0);
    await expect(footer.getByText(/Motor Vehicle Repairer/)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('header rating: stars above the site minimum (4), hidden with exactly three reviewed locations', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // Seeded: the group averages 4.5 over 18 reviews (a fractional fifth star: .5 is above .3); Waikato 4.4 over 13.
    for (const [site, rating, count, fraction] of [
      ['sydney-motor-group', '4.5', 18, '50%'],
      ['waikato-motors', '4.4', 13, '40%'],
    ] as const) {
      await page.goto(siteUrl(site));
      const banner = page.getByRole('banner');
      await expect(banner.getByText(`Rated ${rating} out of 5`, { exact: true })).toBeAttached();
      const summary = banner.getByText(`Rated ${rating} out of 5`).locator('xpath=../..');
      await expect(summary).toContainText(`${rating}(${count} reviews)`);
      const stars = summary.locator('[aria-hidden="true"]').first();
      // Four whole stars, then the fifth filled to the decimal part.
      expect(await stars.evaluate((s) => s.firstChild?.textContent)).toBe('★★★★');
      expect(await stars.locator('[style]').evaluate((s) => (s as HTMLElement).style.width)).toBe(fraction);
    }
    // Sunshine Coast Nissan's reviews sit on exactly three locations, where the spec hides them.
    await page.goto(siteUrl('sunshine-coast-nissan'));
    await expect(page.getByRole('banner').getByText(/^Rated /)).toHaveCount(0);
    await expect(page.getByRole('banner').getByText(/reviews\)/)).toHaveCount(0);
  });

  test('a review shows its date as day/month/year beside how long ago it was', async ({ page }) => {
    await page.goto(siteUrl('sydney-motor-group', '/contact-us/parramatta-toyota'));
    const reviews = page.getByRole('region', { name: 'What our customers say' });
    const times = reviews.locator('time');
    expect(await times.count()).toBeGreaterThan(0);
    for (const time of await times.all()) {
      const iso = (await time.getAttribute('datetime'))!;
      const [y, m, d] = iso.split('-');
      await expect(time).toHaveText(`${d}/${m}/${y}`);
      const line = await time.locator('xpath=..').textContent();
      expect(line).toMatch(/^(today|\d+ (day|week|month|year)s? ago) · \d{2}\/\d{2}\/\d{4}$/);
    }
    await expectNoAxeViolations(page);
  });
});
