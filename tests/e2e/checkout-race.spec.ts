import { expect, test, waitForHydratedDocument } from './support/test';
import { buyer, continueToPayment, openCheckout } from './support/checkout-steps';
import { expectNoAxeViolations } from './support/expect-no-axe-violations';
import { findCar, takesCheckout } from './support/find-car';
import { DEMO_SITES, siteUrl } from './support/site-url';

const TAKEN = 'This car has just been reserved by someone else';

test.describe('two buyers, one car', () => {
  for (const site of DEMO_SITES) {
    test(`${site}: both continue at once; one holds the car, the other is told it was just reserved`, async ({
      browser,
      request,
    }) => {
      test.setTimeout(120_000);
      const car = await findCar(request, site, takesCheckout);
      const contexts = await Promise.all([browser.newContext(), browser.newContext()]);
      try {
        const pages = await Promise.all(contexts.map((context) => context.newPage()));
        const details = pages.map((_, i) => buyer(`${site}-race-${i}`));
        for (const page of pages) {
          await page.goto(siteUrl(site, `/cars/${car.slug}`));
          await waitForHydratedDocument(page);
          await openCheckout(page);
          await waitForHydratedDocument(page);
        }
        await Promise.all(pages.map((page, i) => continueToPayment(page, details[i]!)));

        const paying = pages.map((page) => page.getByText('Demo payments: no card is charged'));
        const refused = pages.map((page) => page.getByRole('alert').filter({ hasText: TAKEN }));
        // One page goes on to pay (its card form loads once the hold is placed), the other is told it was taken.
        const settled = async () => {
          const [pays0, pays1, refused0, refused1] = await Promise.all(
            [...paying, ...refused].map((l) => l.count()),
          );
          return (pays0 === 1 && refused1 === 1) || (pays1 === 1 && refused0 === 1);
        };
        await expect.poll(settled, { timeout: 20_000 }).toBe(true);
        const winner = (await paying[0]!.count()) === 1 ? 0 : 1;
        const loser = 1 - winner;
        await expect(paying[winner]!).toBeVisible();
        await expect(refused[loser]!).toBeVisible();
        await expect(paying[loser]!).toHaveCount(0);
        // Nothing the second buyer typed is lost.
        await expect(pages[loser]!.getByLabel('Email', { exact: true })).toHaveValue(details[loser]!.email);
        await expectNoAxeViolations(pages[loser]!);

        // The first buyer leaves and releases the car: the second's next try holds it.
        await pages[winner]!.getByRole('button', { name: 'Cancel and release the car' }).click();
        await pages[winner]!.waitForURL(new RegExp(`/cars/${car.slug}$`));
        await pages[loser]!.getByRole('button', { name: 'Try again' }).click();
        await expect(paying[loser]!).toBeVisible();
        await pages[loser]!.getByRole('button', { name: 'Cancel and release the car' }).click();
        await pages[loser]!.waitForURL(new RegExp(`/cars/${car.slug}$`));
      } finally {
        await Promise.all(contexts.map((context) => context.close()));
      }
    });
  }
});
