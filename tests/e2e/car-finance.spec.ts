import { expect, test, type Page } from './support/test';
import { carJsonLd } from './support/car-json-ld';
import { expectNoAxeViolations } from './support/expect-no-axe-violations';
import { siteUrl } from './support/site-url';

const WARNING = 'WARNING: This comparison rate is true only for the examples given';

/** Opens the site's first car (from its home page) that shows a finance estimate. */
async function openCarWithFinance(page: Page, slug: string) {
  await page.goto(siteUrl(slug));
  const hrefs = await page
    .locator('main a[href^="/cars/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? '').slice(0, 8));
  for (const href of hrefs) {
    await page.goto(siteUrl(slug, href));
    if ((await page.getByRole('region', { name: /Finance estimate/ }).count()) > 0) return;
  }
  throw new Error(`none of ${slug}'s first cars shows a finance estimate`);
}

test.describe('finance estimate by provider layout', () => {
  test('Nissan Finance: 10% deposit, 30% final payment, comparison rate, warning, guide only', async ({
    page,
  }) => {
    await openCarWithFinance(page, 'sunshine-coast-nissan');
    const box = page.getByRole('region', { name: /Finance estimate/ });
    for (const text of [
      '10% Deposit',
      '30% Final Payment',
      'Interest rate',
      'Comparison rate',
      WARNING,
      'guide only',
    ]) {
      await expect(box.getByText(text, { exact: false }).first()).toBeVisible();
    }
    await expect(
      box.getByText(/Comparison rate based on a loan of \$[\d,]+ over \d+ months\./),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('Taurus (Sydney): the comparison rate beside the repayment, as large and as bold, with its example and warning', async ({
    page,
  }) => {
    await openCarWithFinance(page, 'sydney-motor-group');
    const box = page.getByRole('region', { name: /Finance estimate/ });
    // The standard layout of Taurus, Manual and Powertorque: term and interest rate, no deposit or final payment.
    await expect(box.getByText('Term', { exact: true })).toBeVisible();
    await expect(box.getByText('Interest rate', { exact: true })).toBeVisible();
    await expect(box.getByText('10% Deposit')).toHaveCount(0);
    await expect(box.getByText('30% Final Payment')).toHaveCount(0);

    const figure = (label: string) =>
      box.getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
    const repayment = figure('Weekly repayment');
    const comparison = figure('Comparison rate');
    await expect(repayment).toHaveText(/^\$[\d,]+\/wk$/);
    await expect(comparison).toHaveText(/^\d+\.\d{2}% p\.a\.$/);
    await expect(comparison).toBeVisible();
    const style = (locator: typeof comparison) =>
      locator.evaluate((el) => {
        const css = getComputedStyle(el);
        return { size: parseFloat(css.fontSize), weight: Number(css.fontWeight) };
      });
    const [repaymentStyle, comparisonStyle] = [await style(repayment), await style(comparison)];
    expect(comparisonStyle.size).toBeGreaterThanOrEqual(repaymentStyle.size);
    expect(comparisonStyle.weight).toBeGreaterThanOrEqual(repaymentStyle.weight);
    const interest = box
      .getByText('Interest rate', { exact: true })
      .locator('xpath=following-sibling::dd[1]');
    expect(comparisonStyle.size).toBeGreaterThanOrEqual((await style(interest)).size);

    await expect(
      box.getByText(/Comparison rate based on a loan of \$[\d,]+ over \d+ months\./),
    ).toBeVisible();
    await expect(box.getByText(WARNING, { exact: false })).toBeVisible();
    await expect(box.getByText('guide only', { exact: false })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('360 Finance (NZ): indicative APR with its comparison rate; the offer is in NZD', async ({ page }) => {
    await openCarWithFinance(page, 'waikato-motors');
    const box = page.getByRole('region', { name: /Finance estimate/ });
    await expect(box.getByText('Indicative APR')).toBeVisible();
    await expect(box.getByText('Comparison rate', { exact: true })).toBeVisible();
    await expect(box.getByText(WARNING, { exact: false })).toBeVisible();
    const ld = await carJsonLd(page);
    expect(ld.offers.priceCurrency).toBe('NZD');
    await expectNoAxeViolations(page);
  });
});
