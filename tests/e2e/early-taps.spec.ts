import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, isHydrated, test } from './support/test';
import { expectNoAxeViolations } from './support/expect-no-axe-violations';
import { findCar } from './support/find-car';
import { holdJavaScript } from './support/hold-javascript';
import { photoShown } from './support/photo-shown';
import { siteUrl } from './support/site-url';
import { reactEffectsRan } from './support/wait-for-hydration';
import { withoutInvokerCommands } from './support/without-invoker-commands';

const SITE = 'sydney-motor-group';

/** A car on show (its page has the phone reveal and the favourite heart). */
async function carPath(request: APIRequestContext): Promise<string> {
  const car = await findCar(request, SITE, (hit) => hit.status === 'in_stock' && !hit.sold);
  return `/cars/${car.slug}`;
}

const slider = (page: Page) => page.getByRole('region', { name: /highlights$/ });
const slide = (page: Page, name: string) => slider(page).getByRole('group', { name, exact: true });

/** Puts the pointer on the footer, away from the slider, which holds still while the pointer is over it. */
const pointerOffSlider = (page: Page) => page.locator('footer').hover({ position: { x: 5, y: 5 } });

/** Lets the hydrated slider's clock run two of its intervals, React rendering and starting each next timer. */
async function runTwoSlideIntervals(page: Page) {
  await expect(slider(page)).toHaveAttribute('data-enhanced', '');
  for (let interval = 0; interval < 2; interval++) {
    await reactEffectsRan(page);
    await page.clock.runFor(7_500);
    await reactEffectsRan(page);
  }
}

/** Whether buttons have invoker commands: natively, or once InvokerCommandsFallback has loaded the polyfill. */
const hasInvokerCommands = (page: Page) => page.evaluate(() => 'command' in HTMLButtonElement.prototype);

/** Opens the page with its JavaScript held and taps the control as soon as it is visible, before hydration. */
async function tapBeforeHydration(page: Page, url: string, control: (page: Page) => Locator) {
  const release = await holdJavaScript(page);
  await page.goto(url, { waitUntil: 'commit' });
  const target = control(page);
  await target.waitFor({ state: 'visible' });
  expect(await isHydrated(page)).toBe(false);
  await target.click();
  return release;
}

const enquire = (p: Page) =>
  p.getByRole('navigation', { name: 'Actions for this car' }).getByRole('button', { name: 'Enquire' });

/** Taps a car page's Enquire before hydration: its dialog opens in place, on the car page. */
async function enquireBeforeHydration(page: Page, request: APIRequestContext) {
  const path = await carPath(request);
  const release = await tapBeforeHydration(page, siteUrl(SITE, path), enquire);
  const dialog = page.getByRole('dialog', { name: 'Enquire about this car' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(siteUrl(SITE, path));
  return { release, dialog };
}

test.describe('a tap made the moment a control appears takes effect, before the page has hydrated', () => {
  test('Show number reveals the number and records the reveal once', async ({ page, request }) => {
    const path = await carPath(request);
    const calls: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/events/car_phone_call')) calls.push(r.postData() ?? '');
    });
    const card = (p: Page) => p.getByRole('region', { name: 'Call the dealer' });
    const release = await tapBeforeHydration(page, siteUrl(SITE, path), (p) =>
      card(p).locator('summary', { hasText: 'Show number' }),
    );
    const tel = card(page).locator('a[href^="tel:"]');
    await expect(tel).toBeVisible();
    await expect(tel).not.toContainText('X');
    await expect.poll(() => calls.length).toBe(1);
    expect(JSON.parse(calls[0]!)).toMatchObject({
      car_id: expect.any(Number),
      website_id: expect.any(Number),
    });
    release();
    await expect.poll(() => isHydrated(page)).toBe(true);
    await expect(tel).toBeVisible();
    expect(calls).toHaveLength(1);
    await expectNoAxeViolations(page);
  });

  test('the favourite heart saves the car at once and React carries on from there', async ({
    page,
    request,
  }) => {
    const path = await carPath(request);
    const heart = (p: Page) => p.getByRole('main').getByRole('button', { name: /^Save .* to favourites$/ });
    const release = await tapBeforeHydration(page, siteUrl(SITE, path), heart);
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
    const saved = await page.evaluate(() => localStorage.getItem('forecourt:favourites:sydney-motor-group'));
    expect(JSON.parse(saved!)).toEqual([
      { id: expect.any(Number), slug: path.split('/').pop(), name: expect.any(String) },
    ]);
    release();
    await expect.poll(() => isHydrated(page)).toBe(true);
    // Hydrated, the page agrees with what was saved; the next tap is React's, and unsaves it once.
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('link', { name: 'Favourites, 1 saved' }).first()).toBeVisible();
    await heart(page).click();
    await expect(heart(page)).toHaveAttribute('aria-pressed', 'false');
    await expect(page.getByRole('link', { name: 'Favourites, 0 saved' }).first()).toBeVisible();
  });

  test('the mobile Menu opens its drawer', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const release = await tapBeforeHydration(page, siteUrl(SITE), (p) =>
      p.getByRole('button', { name: 'Menu', exact: true }),
    );
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Contact', exact: true })).toBeVisible();
    release();
    // Once hydrated the page marks the body as the spec says, for the drawer opened before.
    await expect(page.locator('body')).toHaveClass(/modal-open/);
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    await expect(page.locator('body')).not.toHaveClass(/modal-open/);
  });

  test('a header dropdown opens with its links', async ({ page }) => {
    await page.setViewportSize({ width: 1400, height: 900 });
    const nav = (p: Page) => p.getByRole('navigation', { name: 'Main' });
    const release = await tapBeforeHydration(page, siteUrl(SITE), (p) =>
      nav(p).locator('summary', { hasText: 'Stock' }),
    );
    const stock = nav(page)
      .locator('details')
      .filter({ has: page.locator('summary', { hasText: 'Stock' }) });
    await expect(stock).toHaveAttribute('open', '');
    await expect(stock.getByRole('link').first()).toBeVisible();
    release();
    await expect(page.locator('header')).toHaveClass(/dropdown-open/);
    await expectNoAxeViolations(page);
  });

  test("the gallery's Next photo shows the second photo", async ({ page, request }) => {
    const gallery = (p: Page) => p.getByRole('region', { name: /Photos of/ });
    const release = await tapBeforeHydration(page, siteUrl(SITE, await carPath(request)), (p) =>
      gallery(p).getByRole('link', { name: 'Next photo' }),
    );
    await expect.poll(() => photoShown(gallery(page))).toBe(2);
    release();
    // Hydrated, the gallery counts from the photo shown, and its arrows go on from there.
    await expect(gallery(page).getByText(/^Photo 2 of \d+$/)).toBeVisible();
    await gallery(page).getByRole('link', { name: 'Next photo' }).click();
    await expect(gallery(page).getByText(/^Photo 3 of \d+$/)).toBeVisible();
    await expect.poll(() => photoShown(gallery(page))).toBe(3);
  });

  test("a location's Holiday opening hours open their dialog, which closes and opens again", async ({
    page,
  }) => {
    const open = (p: Page) => p.getByRole('button', { name: 'Holiday opening hours' }).first();
    const release = await tapBeforeHydration(page, siteUrl(SITE, '/contact-us/parramatta-toyota'), open);
    const dialog = page.getByRole('dialog', { name: /^Holiday opening hours: Parramatta Toyota/ });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('Christmas Day');
    // The ✕ at the top (the button under the list is named Close too).
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(dialog).toBeHidden();
    await expect(open(page)).toBeFocused();
    release();
    // Hydration leaves the native dialog as it was: it opens again, and Escape closes it.
    await expect.poll(() => isHydrated(page)).toBe(true);
    await open(page).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test("the car page's Enquire opens its dialog; hydrated, the form in it is sent as before", async ({
    page,
    request,
  }) => {
    const { release, dialog } = await enquireBeforeHydration(page, request);
    await expect(dialog).toHaveAccessibleDescription(/\S/);
    release();
    // Hydrated, the form's code loads into the dialog opened before; Escape closes it, focus goes back, and it
    // opens again with what was typed.
    const name = dialog.getByLabel('Full Name');
    await name.fill('Jo Early');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(enquire(page)).toBeFocused();
    await enquire(page).click();
    await expect(name).toHaveValue('Jo Early');
    await expectNoAxeViolations(page);
    const email = `early+${Date.now()}@example.com`;
    await dialog.getByLabel('Mobile').fill('0412 345 678');
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Message').fill('Is it still available?');
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    await page.waitForURL(/\/success\?category=/);
    // Spec 4's enquiry event, once for the lead sent.
    const enquiries = await page.evaluate(() =>
      (window as unknown as { dataLayer?: { event: string }[] }).dataLayer?.filter(
        (e) => e.event === 'enquiry',
      ),
    );
    expect(enquiries).toEqual([expect.objectContaining({ event: 'enquiry', car_id: expect.any(Number) })]);
  });

  test("the home slider's Next and Pause, and the slider carries on from there once hydrated", async ({
    page,
  }) => {
    // The page's clock is held from the start, so the slider can move on by itself only when told to.
    await page.clock.install();
    const release = await tapBeforeHydration(page, siteUrl(SITE), (p) =>
      slider(p).getByRole('button', { name: 'Next slide' }),
    );
    await expect(slide(page, '2 of 3')).toBeVisible();
    await expect(slide(page, '1 of 3')).toBeHidden();
    await expect(slider(page).getByRole('button', { name: /^Slide 2 of 3: / })).toHaveAttribute(
      'aria-current',
      'true',
    );
    const pause = slider(page).getByRole('button', { name: 'Pause slides' });
    expect(await isHydrated(page)).toBe(false);
    await pause.click();
    const play = slider(page).getByRole('button', { name: 'Play slides' });
    await expect(play).toBeVisible();
    await pointerOffSlider(page);
    release();
    // Hydrated, the slider keeps the slide and the Pause it was given: it stays put past two intervals.
    await runTwoSlideIntervals(page);
    await expect(slide(page, '2 of 3')).toBeVisible();
    await expect(play).toBeVisible();
    await slider(page).getByRole('button', { name: 'Next slide' }).click();
    await expect(slide(page, '3 of 3')).toBeVisible();
    await expect(slider(page).getByRole('button', { name: /^Slide 3 of 3: / })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(slider(page).getByRole('button', { name: /^Slide 2 of 3: / })).not.toHaveAttribute(
      'aria-current',
    );
    await expectNoAxeViolations(page);
  });

  test('focus that reached the slider before hydration holds it still once hydrated, until it leaves', async ({
    page,
  }) => {
    await page.clock.install();
    const release = await holdJavaScript(page);
    await page.goto(siteUrl(SITE), { waitUntil: 'commit' });
    const next = slider(page).getByRole('button', { name: 'Next slide' });
    await next.waitFor({ state: 'visible' });
    await next.focus();
    await pointerOffSlider(page);
    release();
    await runTwoSlideIntervals(page);
    await expect(slide(page, '1 of 3')).toBeVisible();
    await next.evaluate((el: HTMLElement) => el.blur());
    await runTwoSlideIntervals(page);
    await expect(slide(page, '1 of 3')).toBeHidden();
  });

  test("a multi-step form's Next goes on to the next step, or shows the step's errors, once hydrated", async ({
    page,
  }) => {
    const main = (p: Page) => p.getByRole('main');
    const nextButton = (p: Page) => main(p).getByRole('button', { name: 'Next' });
    // Nothing entered: once hydrated the step's errors show, in the summary and at the field.
    let release = await tapBeforeHydration(page, siteUrl(SITE, '/get-finance'), nextButton);
    release();
    await expect(main(page).getByRole('alert').filter({ hasText: 'Loan term in months' })).toBeVisible();
    await expect(main(page).getByLabel('Loan term in months')).toHaveAttribute('aria-invalid', 'true');
    await expect(main(page).getByRole('heading', { level: 2, name: 'About you' })).toBeHidden();
    // The step filled in before the scripts ran: Next goes on to the next step, keeping what was entered.
    await page.unrouteAll();
    release = await holdJavaScript(page);
    await page.goto(siteUrl(SITE, '/get-finance'), { waitUntil: 'commit' });
    await main(page).getByLabel('How much would you like to borrow?').fill('30,000');
    await main(page).getByLabel('Loan term in months').selectOption('48');
    expect(await isHydrated(page)).toBe(false);
    await nextButton(page).click();
    release();
    await expect(main(page).getByRole('heading', { level: 2, name: 'About you' })).toBeFocused();
    // Spec 4's "go to next step" event (id 32), once for the tap that moved the form on.
    const nextSteps = await page.evaluate(() =>
      (window as unknown as { dataLayer?: { event: string }[] }).dataLayer?.filter(
        (e) => e.event === 'go_to_next_step',
      ),
    );
    expect(nextSteps).toEqual([{ event: 'go_to_next_step', event_id: 32, category: 'Finance', step: 1 }]);
    await main(page).getByRole('button', { name: 'Back' }).click();
    await expect(main(page).getByLabel('How much would you like to borrow?')).toHaveValue('30,000');
    await expectNoAxeViolations(page);
  });

  test('in a browser without invoker commands the Menu opens and closes its drawer, then the polyfill takes over', async ({
    page,
  }) => {
    await withoutInvokerCommands(page);
    await page.setViewportSize({ width: 375, height: 800 });
    const menu = (p: Page) => p.getByRole('button', { name: 'Menu', exact: true });
    const release = await tapBeforeHydration(page, siteUrl(SITE), menu);
    expect(await hasInvokerCommands(page)).toBe(false);
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
    release();
    await expect.poll(() => hasInvokerCommands(page)).toBe(true);
    await menu(page).click();
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Close menu' }).click();
    await expect(drawer).toBeHidden();
  });

  test("in a browser without invoker commands the car page's Enquire opens its dialog and the form loads in it", async ({
    page,
    request,
  }) => {
    await withoutInvokerCommands(page);
    const { release, dialog } = await enquireBeforeHydration(page, request);
    release();
    await expect(dialog.getByLabel('Full Name')).toBeVisible();
    await expect.poll(() => hasInvokerCommands(page)).toBe(true);
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(dialog).toBeHidden();
    await enquire(page).click();
    await expect(dialog).toBeVisible();
  });

  test('without JavaScript the number, the gallery and the drawer still work', async ({
    browser,
    request,
  }) => {
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 800 },
    });
    const page = await context.newPage();
    await page.goto(siteUrl(SITE, await carPath(request)));
    const card = page.getByRole('region', { name: 'Call the dealer' });
    await card.locator('summary', { hasText: 'Show number' }).click();
    await expect(card.locator('a[href^="tel:"]')).toBeVisible();
    const gallery = page.getByRole('region', { name: /Photos of/ });
    await gallery.getByRole('link', { name: 'Show photo 3' }).click();
    await expect.poll(() => photoShown(gallery)).toBe(3);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await context.close();
  });
});
