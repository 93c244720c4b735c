import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from './support/test';
import { demoCarSlug } from './support/demo-cars';
import { expectNoAxeViolations } from './support/expect-no-axe-violations';
import { exportLeads, fetchLeads } from './support/export-leads';
import { siteGet, siteUrl } from './support/site-url';
import { waitForHydration } from './support/wait-for-hydration';
import { journeyPort } from './support/journey-server';

const SITE = 'sydney-motor-group';

/** The scripts a page's HTML names: the code it loads with the page, before any it loads later. */
async function pageScripts(request: APIRequestContext, path: string): Promise<Set<string | undefined>> {
  const html = await (await siteGet(request, SITE, path)).text();
  return new Set([...html.matchAll(/<script src="([^"]+)"/g)].map((m) => m[1]));
}

async function openFirstCar(page: Page): Promise<string> {
  await page.goto(siteUrl(SITE));
  const href = (await page.locator('main a[href^="/cars/"]').first().getAttribute('href'))!;
  await page.goto(siteUrl(SITE, href));
  return href;
}

async function openForm(page: Page, label: string) {
  await page
    .getByRole('navigation', { name: 'Actions for this car' })
    .getByRole('button', { name: label })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  return dialog;
}

async function fillContact(dialog: ReturnType<Page['getByRole']>, email: string) {
  await dialog.getByLabel('Full Name').fill('Jo Citizen');
  await dialog.getByLabel('Mobile').fill('0412 345 678');
  await dialog.getByLabel('Email', { exact: true }).fill(email);
}

test.describe('enquiries', () => {
  test("Enquire opens the form on /contact when the dialog's code cannot load", async ({ page }) => {
    const href = await openFirstCar(page);
    const enquire = page
      .getByRole('navigation', { name: 'Actions for this car' })
      .getByRole('button', { name: 'Enquire' });
    await waitForHydration(enquire);
    // The connection drops once the page has loaded: no further code arrives (pages still do).
    await page.route('**/_next/static/chunks/**', (route) => route.abort('internetdisconnected'));
    await enquire.click();
    await page.waitForURL(/\/contact\?/);
    expect(new URL(page.url()).searchParams.get('car')).toBe(href.replace('/cars/', ''));
    await expect(page.getByLabel('Full Name')).toBeVisible();
  });

  test('enquire about a car: errors at each field, then sent, /success, and the lead in npm run leads', async ({
    page,
  }) => {
    await openFirstCar(page);
    const dialog = await openForm(page, 'Enquire');
    await expect(dialog.getByText('privacy statement')).toBeVisible();
    // Marketing consent must be given, not presumed (Spam Act): the opt-in starts unticked.
    await expect(dialog.getByRole('checkbox', { name: /send me offers/ })).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(dialog.getByText('Please fix the following errors:')).toBeVisible();
    await expect(dialog.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    const email = `jo+${Date.now()}@example.com`;
    await fillContact(dialog, email);
    // A corrected field loses its error at once; the message, still empty, keeps its own.
    await expect(dialog.getByLabel('Full Name')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByLabel('Message')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Email', { exact: true }).fill('not-an-email');
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(dialog.getByText('invalid email address').first()).toBeVisible();
    await dialog.getByLabel('Email', { exact: true }).fill(email);
    await dialog.getByLabel('Message').fill('Is it still available? <script>alert(1)</script>');
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    await page.waitForURL(/\/success\?category=/);
    expect(new URL(page.url()).searchParams.get('category')).toMatch(/Vehicle Enquiry/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('enquiry has been sent');
    await expect(page.getByText(/Your enquiry is about the/)).toBeVisible();
    // Whom to call is the car's location, not the group.
    await expect(page.getByText(/In a hurry\? Call (?!Sydney Motor Group)/)).toBeVisible();
    await expectNoAxeViolations(page);

    const leads = JSON.parse(exportLeads(SITE)) as {
      email: string;
      message: string;
      car: { make: string } | null;
      source: string;
      payload: Record<string, unknown>;
    }[];
    const lead = leads.find((l) => l.email === email);
    expect(lead).toMatchObject({
      source: 'Website',
      message: 'Is it still available? <script>alert(1)</script>',
    });
    expect(lead?.car).toBeTruthy();
    // The spec's enquiry payload fields of a car.
    expect(lead?.payload.manufacturer_slug).toBe(lead!.car!.make.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
    expect(lead?.payload.vehicle_status).toMatch(/^(in_stock|coming_soon)$/);
    expect(typeof lead?.payload.location).toBe('string');

    // Stored details prefill the next form.
    await openFirstCar(page);
    const next = await openForm(page, 'Got a Question?');
    await expect(next.getByLabel('Email', { exact: true })).toHaveValue(email);
  });

  test("a test-drive form whose time picker's code cannot load still shows, without the time", async ({
    page,
    request,
  }) => {
    // /contact's test-drive form (where a car's Book a Test Drive leads without JavaScript) loads its picker lazily.
    // Only the page's own scripts arrive; code it would load later (the picker) is lost.
    const path = '/contact?category=Test+Drive';
    const initial = await pageScripts(request, path);
    let lost = 0;
    await page.route('**/_next/static/chunks/**', (route) => {
      if (initial.has(new URL(route.request().url()).pathname)) return route.continue();
      lost += 1;
      return route.abort('internetdisconnected');
    });
    await page.goto(siteUrl(SITE, path));
    const name = page.getByLabel('Full Name');
    await waitForHydration(name);
    await page.waitForLoadState('networkidle');
    expect(lost).toBeGreaterThan(0);
    await expect(name).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Book a test drive' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send enquiry' })).toBeVisible();
    await expect(page.getByLabel('Day', { exact: true })).toHaveCount(0);
  });

  test("/book-test-drive's time picker comes with the page's own scripts, and shows the open times", async ({
    page,
    request,
  }) => {
    const initial = await pageScripts(request, '/book-test-drive');
    const later: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/_next/static/chunks/') && !initial.has(url.pathname))
        later.push(url.pathname);
    });
    // The menus' code loads when a pointer reaches the header (menu-enhancer.tsx). Chromium's headless shell keeps its
    // pointer at the top left, over the header, until it is moved on a loaded document: this buyer's rests below it.
    await page.goto(siteUrl(SITE, '/robots.txt'));
    await page.mouse.move(400, 500);
    await page.goto(siteUrl(SITE, '/book-test-drive'));
    const day = page.getByLabel('Day', { exact: true });
    await expect(day.locator('option')).not.toHaveCount(1);
    expect(later).toEqual([]);
  });

  test('book a test drive picking an available slot', async ({ page }) => {
    await openFirstCar(page);
    const dialog = await openForm(page, 'Book a Test Drive');
    const email = `td+${Date.now()}@example.com`;
    await fillContact(dialog, email);
    const day = dialog.getByLabel('Day', { exact: true });
    await expect(day.locator('option')).not.toHaveCount(1);
    const firstDay = await day.locator('option').nth(1).getAttribute('value');
    await day.selectOption(firstDay!);
    const time = dialog.getByLabel('Time', { exact: true });
    const firstTime = await time.locator('option').nth(1).getAttribute('value');
    await time.selectOption(firstTime!);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    await page.waitForURL(/\/success\?category=Test\+Drive/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('test drive');
    const lead = (
      JSON.parse(await fetchLeads(SITE)) as { email: string; payload: { dateTime?: string } }[]
    ).find((l) => l.email === email);
    expect(lead?.payload.dateTime).toBe(`${firstDay}T${firstTime}`);
  });

  test('request photos on a car that only has the placeholder image', async ({ page, request }) => {
    await page.goto(siteUrl(SITE, `/cars/${await demoCarSlug(request, 'placeholderPhotos')}`));
    await expect(page.getByRole('heading', { name: /New arrival/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Request Photos' }).click();
    const dialog = page.getByRole('dialog');
    await fillContact(dialog, `photos+${Date.now()}@example.com`);
    await expect(dialog.getByLabel('Message')).toHaveValue(/more photos/);
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    await page.waitForURL(/\/success\?category=Photo\+Request/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('photos');
  });

  test('a failed send keeps what was typed, says so with the phone number, and a retry sends it', async ({
    page,
  }) => {
    await openFirstCar(page);
    await page.route('**/api/leads', (route) =>
      route.fulfill({ status: 503, json: { error: 'Service unavailable' } }),
    );
    const dialog = await openForm(page, 'Got a Question?');
    await fillContact(dialog, `fail+${Date.now()}@example.com`);
    await dialog.getByLabel('Your question').fill('Does it have a tow bar?');
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    const alert = dialog.getByRole('alert');
    await expect(alert).toContainText('Your enquiry has not been sent.');
    await expect(alert.locator('a[href^="tel:"]')).toBeVisible();
    await expect(dialog.getByLabel('Your question')).toHaveValue('Does it have a tow bar?');
    await expect(dialog.getByLabel('Full Name')).toHaveValue('Jo Citizen');
    await expectNoAxeViolations(page);
    await page.unroute('**/api/leads');
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL(/\/success\?category=Question/);
  });
});

test('a lead sent after visiting a few pages carries the visited pages and the campaign parameters', async ({
  page,
}) => {
  // Each visit is recorded once the page is interactive; wait for it before moving on.
  const recorded = (path: string) =>
    expect
      .poll(() => page.evaluate(() => JSON.parse(sessionStorage.getItem('forecourt:visited-pages') ?? '[]')))
      .toEqual(expect.arrayContaining([path]));
  await page.goto(siteUrl(SITE, '/?utm_source=newsletter&utm_campaign=spring&colour=red'));
  await recorded('/');
  await page.goto(siteUrl(SITE, '/search/used-cars'));
  await recorded('/search/used-cars');
  // A click on a result is a client-side navigation: recorded too.
  const link = page.locator('main a[href^="/cars/"]').first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await page.waitForURL(`**${href}`);
  await recorded(href);
  await page.goto(siteUrl(SITE, '/contact'));
  await recorded('/contact');
  const form = page.locator('main form');
  const email = `visits+${Date.now()}@example.com`;
  await fillContact(form, email);
  await form.getByLabel('Message').fill('Do you take trade-ins?');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await page.waitForURL(/\/success\?category=General\+Enquiry/);
  const lead = (
    JSON.parse(await fetchLeads(SITE)) as {
      email: string;
      visited_pages: string[];
      linked_query_params: Record<string, string>;
    }[]
  ).find((l) => l.email === email);
  expect(lead?.visited_pages).toEqual(['/', '/search/used-cars', href, '/contact']);
  expect(lead?.linked_query_params).toEqual({ utm_source: 'newsletter', utm_campaign: 'spring' });
});

test('Waikato asks where the visitor heard about the dealer, and the answer reaches the lead', async ({
  page,
}) => {
  const WAIKATO = 'waikato-motors';
  await page.goto(siteUrl(SITE, '/contact'));
  await expect(page.locator('main form').getByLabel('Where did you hear about us?')).toHaveCount(0);

  await page.goto(siteUrl(WAIKATO, '/contact'));
  const form = page.locator('main form');
  const heard = form.getByLabel('Where did you hear about us?');
  await expect(heard.locator('option')).toHaveText([
    'Choose one',
    'Facebook Marketplace',
    'Facebook',
    'Instagram',
    'Google',
    'Word of Mouth',
    'Car Sales',
    'Repeat Customer',
    'Other',
  ]);
  await expectNoAxeViolations(page);
  const email = `heard+${Date.now()}@example.com`;
  await form.getByLabel('Full Name').fill('Aroha Smith');
  await form.getByLabel('Mobile').fill('021 234 5678');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Message').fill('Is the ute still there?');
  await heard.selectOption('Facebook Marketplace');
  await form.getByRole('button', { name: 'Send enquiry' }).click();
  await page.waitForURL(/\/success\?category=General\+Enquiry/);
  const lead = (
    JSON.parse(await fetchLeads(WAIKATO)) as { email: string; payload: { hear_about_us?: string } }[]
  ).find((l) => l.email === email);
  expect(lead?.payload.hear_about_us).toBe('Facebook Marketplace');
});

test('/contact asks which dealership where the group has several, and the lead carries the choice', async ({
  page,
}) => {
  type TLead = { email: string; dealership_slug: string | null };
  const send = async (site: string, email: string) => {
    const form = page.locator('main form');
    await fillContact(form, email);
    await form.getByLabel('Message').fill('Which of you is closest?');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await page.waitForURL(/\/success\?category=General\+Enquiry/);
    return (JSON.parse(await fetchLeads(site)) as TLead[]).find((l) => l.email === email);
  };

  await page.goto(siteUrl(SITE, '/contact'));
  const dealership = page.locator('main form').getByLabel('Dealership (optional)');
  expect(await dealership.locator('option').count()).toBeGreaterThan(2);
  const chosen = (await dealership.locator('option').nth(2).getAttribute('value'))!;
  await dealership.selectOption(chosen);
  await expectNoAxeViolations(page);
  expect((await send(SITE, `dealer+${Date.now()}@example.com`))?.dealership_slug).toBe(chosen);

  // One dealership: not asked, and chosen for the visitor.
  const NISSAN = 'sunshine-coast-nissan';
  await page.goto(siteUrl(NISSAN, '/contact'));
  await expect(page.locator('main form').getByLabel(/^Dealership/)).toHaveCount(0);
  const only = await page.locator('main form input[name="dealership_slug"]').inputValue();
  expect(only).not.toBe('');
  expect((await send(NISSAN, `one-dealer+${Date.now()}@example.com`))?.dealership_slug).toBe(only);
});

test('a send whose code cannot load is kept as typed, nothing is stored, and the retry sends it once', async ({
  page,
}) => {
  type TLead = { email: string };
  const email = `offline+${Date.now()}@example.com`;
  const stored = async () => (JSON.parse(await fetchLeads(SITE)) as TLead[]).filter((l) => l.email === email);
  await page.goto(siteUrl(SITE, '/contact'));
  const form = page.locator('main form');
  const send = form.getByRole('button', { name: 'Send enquiry' });
  await waitForHydration(send);
  // The lead API client is not part of the page: it loads on the form's first focus. The connection drops first.
  await page.route('**/_next/static/chunks/**', (route) => route.abort('internetdisconnected'));
  await fillContact(form, email);
  await form.getByLabel('Message').fill('Is the service desk open on Saturdays?');
  await send.click();
  const alert = form.getByRole('alert');
  await expect(alert).toContainText('Your enquiry has not been sent.');
  await expect(alert).toContainText('We could not reach the server. Check your connection.');
  await expect(form.getByLabel('Message')).toHaveValue('Is the service desk open on Saturdays?');
  expect(await stored()).toHaveLength(0);
  await page.unroute('**/_next/static/chunks/**');
  await form.getByRole('button', { name: 'Try again' }).click();
  await page.waitForURL(/\/success\?category=General\+Enquiry/);
  expect(await stored()).toHaveLength(1);
});

test.describe('/contact about a car', () => {
  async function carOf(page: Page, site: string): Promise<{ slug: string; name: string }> {
    await page.goto(siteUrl(site));
    const href = (await page.locator('main a[href^="/cars/"]').first().getAttribute('href'))!;
    await page.goto(siteUrl(site, href));
    return { slug: href.slice('/cars/'.length), name: (await page.locator('h1').textContent())!.trim() };
  }

  test('Reserve Car Now: the form names the car and sends it as a Reserve Car lead', async ({ page }) => {
    const car = await carOf(page, SITE);
    await page
      .getByRole('navigation', { name: 'Actions for this car' })
      .getByRole('link', { name: 'Reserve Car Now' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Reserve this car' })).toBeVisible();
    const main = page.locator('main');
    await expect(main.getByText('Your enquiry is about the')).toContainText(car.name);
    await expect(main.getByRole('link', { name: car.name, exact: true })).toHaveAttribute(
      'href',
      `/cars/${car.slug}`,
    );
    await expect(main.getByLabel('Message')).toHaveValue(`I would like to reserve the ${car.name}.`);
    await expectNoAxeViolations(page);
    const email = `reserve+${Date.now()}@example.com`;
    await fillContact(main, email);
    await main.getByRole('button', { name: 'Send enquiry' }).click();
    await page.waitForURL(/\/success\?category=Reserve\+Car/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your reservation request is in');
    const lead = (
      JSON.parse(await fetchLeads(SITE)) as {
        email: string;
        category: string;
        car: { name: string } | null;
      }[]
    ).find((l) => l.email === email);
    expect(lead).toMatchObject({ category: 'Reserve Car', car: { name: car.name } });
  });

  test('Got a Question? by link: the question form about the car', async ({ page }) => {
    const car = await carOf(page, SITE);
    await page.goto(siteUrl(SITE, `/contact?car=${car.slug}&category=Question`));
    const main = page.locator('main');
    await expect(main.getByRole('heading', { name: 'Ask a question' })).toBeVisible();
    await expect(main.getByText('Your enquiry is about the')).toContainText(car.name);
    await expect(main.getByLabel('Your question')).toBeVisible();
    await expect(main.locator('input[name="category"]')).toHaveValue('Question');
    await expectNoAxeViolations(page);
  });

  test("another site's car and an unknown category are ignored: the general contact form", async ({
    page,
  }) => {
    const nzCar = await carOf(page, 'waikato-motors');
    await page.goto(siteUrl(SITE, `/contact?car=${nzCar.slug}&category=Free%20Car`));
    const main = page.locator('main');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Contact /);
    await expect(main.getByText('Your enquiry is about the')).toHaveCount(0);
    await expect(main.getByText(nzCar.name)).toHaveCount(0);
    await expect(main.locator('input[name="category"]')).toHaveValue('General Enquiry');
    await expect(main.locator('input[name="car_id"]')).toHaveCount(0);
  });
});

test('markup in the success page query is shown as text, never run', async ({ page }) => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const payload = '<script>alert(1)</script><img src=x onerror=alert(2)>';
  const response = await page.goto(siteUrl(SITE, `/success?category=${encodeURIComponent(payload)}`));
  expect(response?.status()).toBe(200);
  await expect(page.getByText(payload.slice(0, 40), { exact: false })).toBeVisible();
  expect(await page.locator('main script, main img[src="x"]').count()).toBe(0);
  expect(dialogs).toEqual([]);
});

test('with JavaScript off, a plain form post stores the lead and lands on /success', async ({ request }) => {
  const port = journeyPort();
  const email = `nojs+${Date.now()}@example.com`;
  const response = await request.post(`http://127.0.0.1:${port}/api/leads`, {
    headers: { host: `${SITE}.localhost:${port}`, accept: 'text/html' },
    form: {
      category: 'General Enquiry',
      name: 'No Script',
      phone: '0412345678',
      email,
      message: 'Hi',
      opt_in: 'on',
    },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(303);
  expect(response.headers().location).toBe('/success?category=General+Enquiry');
  const lead = (JSON.parse(await fetchLeads(SITE)) as { email: string; opt_in: boolean }[]).find(
    (l) => l.email === email,
  );
  expect(lead?.opt_in).toBe(true);
});
