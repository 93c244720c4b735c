import { expect, test } from './support/test';
import { buyer, continueByKeyboard, openCheckout } from './support/checkout-steps';
import { expectNoAxeViolations } from './support/expect-no-axe-violations';
import { findCar, takesCheckout } from './support/find-car';
import { siteUrl } from './support/site-url';
import { waitForHydration } from './support/wait-for-hydration';

const SITE = 'sydney-motor-group';

test("a payment step whose code cannot load says so, charges nothing and offers the dealer's phone", async ({
  page,
  request,
}) => {
  const car = await findCar(request, SITE, takesCheckout);
  await page.goto(siteUrl(SITE, `/cars/${car.slug}`));
  await openCheckout(page);
  await waitForHydration(page.getByRole('button', { name: 'Continue to payment' }));
  // The connection drops once the page has loaded: no further code arrives (the API still answers).
  await page.route('**/_next/static/chunks/**', (route) => route.abort('internetdisconnected'));
  await continueByKeyboard(page, buyer(SITE));
  const alert = page.getByRole('alert').filter({ hasText: 'The card form could not load.' });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(
    'Nothing was charged. Check your connection and reload this page, or call us on',
  );
  await expect(alert.getByRole('link')).toHaveAttribute('href', /^tel:0\d{9}$/);
  await expectNoAxeViolations(page);
  // The car is not kept from other buyers: the hold is released from the same page.
  await page.unroute('**/_next/static/chunks/**');
  await page.getByRole('button', { name: 'Cancel and release the car' }).click();
  await page.waitForURL(new RegExp(`/cars/${car.slug}$`));
});
