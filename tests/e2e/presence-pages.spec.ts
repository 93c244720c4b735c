import { expect, test } from './support/test';
import { expectNoAxeViolations } from './support/expect-no-axe-violations';
import { siteGet, siteUrl } from './support/site-url';

test.describe('dealer content pages', () => {
  test('privacy statement covers APP 1 and APP 5 from the site details, with axe', async ({ page }) => {
    await page.goto(siteUrl('sunshine-coast-nissan', '/pages/privacy-statement'));
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy statement' })).toBeVisible();
    for (const name of ['Who we share it with', 'Overseas recipients', 'How long we keep it']) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    // This site takes deposits through Stripe, so the statement names the United States.
    await expect(page.getByText(/Stripe \(the United States\)/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('privacy statement names where leads go, the analytics, how data is held and secured, and for how long', async ({
    page,
  }) => {
    await page.goto(siteUrl('sydney-motor-group', '/pages/privacy-statement'));
    const sharing = page.getByRole('heading', { level: 2, name: 'Who we share it with' }).locator('xpath=..');
    // The site's lead destinations, by their configured names.
    await expect(sharing.getByRole('listitem')).toHaveText(['Sales desk (ADF)']);
    await expect(sharing).toContainText('When you pay a deposit online, Stripe processes your card details.');
    await expect(sharing).toContainText('no outside analytics service receives your details');
    const held = page
      .getByRole('heading', { level: 2, name: 'How we hold and secure it' })
      .locator('xpath=..');
    await expect(held).toContainText('encrypted (HTTPS)');
    await expect(held).toContainText('misuse, loss and unauthorised access');
    const kept = page.getByRole('heading', { level: 2, name: 'How long we keep it' }).locator('xpath=..');
    await expect(kept).toContainText('We keep enquiry details for 730 days (about 2 years)');
    await expect(kept).toContainText('then delete or de-identify them');
    await expectNoAxeViolations(page);
    // Another site: its own destinations and retention.
    await page.goto(siteUrl('waikato-motors', '/pages/privacy-statement'));
    await expect(
      page
        .getByRole('heading', { level: 2, name: 'Who we share it with' })
        .locator('xpath=..')
        .getByRole('listitem'),
    ).toHaveText(['Sales team (ADF)']);
    await expect(page.getByText('We keep enquiry details for 365 days (about 1 year)')).toBeVisible();
  });

  test('special offers: the cars on special and a Special Offer enquiry form, with axe', async ({ page }) => {
    await page.goto(siteUrl('sydney-motor-group', '/special-offers'));
    await expect(page.getByRole('heading', { level: 1, name: 'Special offers' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send me the offer' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Cars on special' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('happy rewards exists only on the site whose menu links to it', async ({ page, request }) => {
    await page.goto(siteUrl('sydney-motor-group', '/happy-rewards'));
    await expect(page.getByRole('heading', { level: 1, name: 'Happy Rewards' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect((await siteGet(request, 'waikato-motors', '/happy-rewards')).status()).toBe(404);
  });
});
