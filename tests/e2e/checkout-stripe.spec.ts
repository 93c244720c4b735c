import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { startStripeStandIn } from '../stand-ins/stripe-stand-in';
import { expect, test } from './support/test';
import { buyer, continueToPayment, mailsMentioning, openCheckout } from './support/checkout-steps';
import { signInToDashboard } from './support/dashboard-sign-in';
import { expectNoAxeViolations } from './support/expect-no-axe-violations';
import { fetchLeads } from './support/export-leads';
import { findCar, takesCheckout } from './support/find-car';
import { siteUrl } from './support/site-url';
import { stripeStandInPort } from './support/stripe-stand-in-url';
import { journeyPort } from './support/journey-server';

// One demo site given Stripe test keys in its dashboard for this journey (and back to the demo processor after):
// the real Stripe code path, Stripe.js and Stripe's API stood in locally (Stripe.js cannot load offline).
const SITE = 'sydney-motor-group';
const GROUP_ADMIN = 'group.admin@sydney-motor-group.example';
const KEYS = {
  publicKey: 'pk_test_forecourt_stand_in',
  secretKey: 'sk_test_forecourt_stand_in',
  webhookSecret: 'whsec_forecourt_stand_in',
};
const STRIPE_JS = path.resolve('tests/e2e/stand-ins/stripe-js.js');

type TExportedLead = { email: string; category: string; deliveries: { status: string }[] };
type TStandIn = Awaited<ReturnType<typeof startStripeStandIn>>;

const port = journeyPort;

/** Saves the site's payment settings as its group admin would: Stripe with the test keys, or back to none. */
async function savePaymentSettings(browser: Browser, to: 'stripe' | 'demo') {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signInToDashboard(page, GROUP_ADMIN);
    await page.goto(`http://dashboard.localhost:${port()}/settings/${SITE}/payment`);
    await page.getByLabel('Processor').selectOption({ label: 'Stripe' });
    if (to === 'stripe') {
      await page.getByLabel('Publishable key').fill(KEYS.publicKey);
      await page.getByLabel('Secret key').fill(KEYS.secretKey);
      await page.getByLabel('Webhook signing secret (Stripe)').fill(KEYS.webhookSecret);
    } else {
      await page.getByLabel('Publishable key').fill('');
      for (const what of ['secret key', 'webhook signing secret']) {
        const remove = page.getByRole('checkbox', { name: `Remove the saved ${what}` });
        if ((await remove.count()) > 0) await remove.check();
      }
    }
    await page.getByRole('button', { name: 'Save payment processor' }).click();
    await expect(page.getByText('Saved. The site shows the change from its next page view.')).toBeVisible();
  } finally {
    await context.close();
  }
}

/** Serves the Stripe.js stand-in at Stripe's address and sends Stripe.js's API calls to the local stand-in. */
async function standInStripe(page: Page, api: TStandIn) {
  await page.route(/^https:\/\/js\.stripe\.com\/[a-z0-9]+\/stripe\.js(\?.*)?$/, (route) =>
    route.fulfill({ path: STRIPE_JS, contentType: 'text/javascript; charset=utf-8' }),
  );
  await page.route('https://api.stripe.com/**', async (route) => {
    const { pathname } = new URL(route.request().url());
    await route.fulfill({ response: await route.fetch({ url: `${api.url}${pathname}` }) });
  });
}

/** Stripe's test card, typed as a buyer types it into the Payment Element. */
async function typeCard(page: Page, number: string) {
  const card = page.getByRole('group', { name: 'Card' });
  await card.getByLabel('Card number').fill(number);
  await card.getByLabel('Expiration date (MM / YY)').fill('08 / 39');
  await card.getByLabel('Security code').fill('123');
}

/** Where a hold stands, read as the buyer's tab reads it (its hold secret is in the tab's sessionStorage). */
const holdStatus = (page: Page, reference: string) =>
  page.evaluate(async (ref) => {
    const secret = sessionStorage.getItem(`forecourt:hold:${ref}`) ?? '';
    const answer = await fetch(`/api/reservations/${ref}`, { headers: { 'x-hold-secret': secret } });
    return ((await answer.json()) as { status: string }).status;
  }, reference);

test.describe('checkout through Stripe (Stripe.js and its API stood in locally)', () => {
  let stripe: TStandIn;

  test.beforeAll(async ({ browser }) => {
    stripe = await startStripeStandIn({
      port: stripeStandInPort(),
      webhook: {
        url: `http://127.0.0.1:${port()}/api/payments/webhooks/stripe/${SITE}`,
        secret: KEYS.webhookSecret,
      },
    });
    await savePaymentSettings(browser, 'stripe');
  });

  test.afterAll(async ({ browser }) => {
    await savePaymentSettings(browser, 'demo');
    await stripe?.close();
  });

  test(`${SITE}: a declined card releases the hold, then paid through the Payment Element and Stripe's webhook`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content.Security.Policy/i.test(message.text())) blocked.push(message.text());
    });
    await standInStripe(page, stripe);
    const car = await findCar(request, SITE, (hit) => takesCheckout(hit) && hit.simpleFuel === null);
    await page.goto(siteUrl(SITE, `/cars/${car.slug}`));
    await openCheckout(page);
    const details = buyer(`${SITE}-stripe`);
    await continueToPayment(page, details);

    // Stripe's Payment Element, mounted by @stripe/react-stripe-js from Stripe.js at js.stripe.com.
    await expect(page.getByRole('group', { name: 'Card' }).getByLabel('Card number')).toBeVisible();
    await expect(page.getByText('Demo payments: no card is charged')).toHaveCount(0);
    await expect(page.getByText(`Paying as ${details.name} (${details.email})`)).toBeVisible();
    await expectNoAxeViolations(page);
    expect(stripe.intents).toHaveLength(1);
    const first = stripe.intents[0]!;
    expect(first).toMatchObject({ amount: 50_000, currency: 'aud', status: 'requires_payment_method' });

    // Declined: said plainly, the card typed kept, and the hold released by Stripe's signed event.
    await typeCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: /^Pay / }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
    await expect(page.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
    const reference = (first.metadata as { reference: string }).reference;
    await expect.poll(() => holdStatus(page, reference)).toBe('failed');
    expect(stripe.deliveries).toContainEqual(
      expect.objectContaining({ type: 'payment_intent.payment_failed', intent: first.id, status: 200 }),
    );
    await expectNoAxeViolations(page);

    // Pay again: a new hold and PaymentIntent, the same card element, paid; only the webhook marks it paid.
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(/\/confirmation\?reference=FC-[^&]+&payment_intent=pi_standin_2&/);
    expect(stripe.intents.map((intent) => intent.status)).toEqual(['requires_payment_method', 'succeeded']);
    const paidReference = (stripe.intents[1]!.metadata as { reference: string }).reference;
    expect(page.url()).toContain(`reference=${paidReference}`);
    await expect(page.getByText(/is reserved for you/)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText(`Reference: ${paidReference}`)).toBeVisible();
    await expectNoAxeViolations(page);
    expect(stripe.deliveries).toContainEqual(
      expect.objectContaining({
        type: 'payment_intent.succeeded',
        intent: 'pi_standin_2',
        status: 200,
        body: expect.stringContaining('"status":"paid"'),
      }),
    );

    await page.goto(siteUrl(SITE, `/cars/${car.slug}`));
    await expect(page.getByText('RESERVED', { exact: true })).toBeVisible();
    // The browser that paid reads that the car is its own, with the reference (docs/reservations.md).
    await expect(page.getByTestId('own-reservation')).toHaveText(
      `You reserved this car. Your reference is ${paidReference}.`,
    );

    // One Reserve Car lead, delivered through the outbox, and the buyer's confirmation email.
    await expect
      .poll(
        async () =>
          (JSON.parse(await fetchLeads(SITE)) as TExportedLead[])
            .filter((lead) => lead.email === details.email)
            .map((lead) => [lead.category, lead.deliveries.every((d) => d.status === 'delivered')]),
        { timeout: 30_000 },
      )
      .toEqual([['Reserve Car', true]]);
    await expect.poll(async () => (await mailsMentioning(details.email)).length, { timeout: 30_000 }).toBe(1);
    expect(blocked, 'nothing refused by the Content-Security-Policy').toEqual([]);
  });
});
