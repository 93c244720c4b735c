import sharp from 'sharp';
import { expect, test, type Page } from './support/test';
import { enterDemoCode } from './support/dashboard-sign-in';
import { expectNoAxeViolations } from './support/expect-no-axe-violations';
import { importCarWithoutPhotos } from './support/import-car';
import { siteGet, siteUrl } from './support/site-url';
import { journeyPort } from './support/journey-server';

// Demo users of the seed (README); the manager runs Parramatta Toyota on the Sydney demo site.
const PASSWORD = 'forecourt-demo';
const MANAGER = 'manager@parramatta-toyota.example';

const port = journeyPort;
const dashboard = (path: string) => `http://dashboard.localhost:${port()}${path}`;

async function signIn(page: Page, email: string) {
  await page.goto(dashboard('/sign-in'));
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await enterDemoCode(page, email);
}

/** Opens the nth car of a filtered stock list; answers its public slug from the "View on the website" link. */
async function openCar(page: Page, filters: string, nth: number): Promise<string> {
  await page.goto(dashboard(`/stock?${filters}`));
  await page.locator('tbody tr').nth(nth).getByRole('link').click();
  await page.waitForURL(/\/stock\/\d+$/);
  const href = await page.getByRole('link', { name: 'View on the website' }).getAttribute('href');
  return href!.replace(/^.*\/cars\//, '');
}

/** A photo as a phone would send it: a JPEG with EXIF location. */
async function photo(colour: string): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 1200, channels: 3, background: colour } })
    .jpeg()
    .withExif({ IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 52/1 0/1' } })
    .toBuffer();
}

test.describe('dealer dashboard: stock', () => {
  test('a manager changes a price and marks a car sold; the public site shows both within seconds', async ({
    page,
    request,
  }) => {
    const [toPrice, toSell] = [
      await importCarWithoutPhotos(request, 'P'),
      await importCarWithoutPhotos(request, 'S'),
    ];
    await signIn(page, MANAGER);
    await page.getByRole('link', { name: 'Stock', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible();
    await expectNoAxeViolations(page);

    const price = 30_000 + (Date.now() % 9_000);
    const priced = await openCar(page, `q=${toPrice}`, 0);
    await expectNoAxeViolations(page);
    await page.getByLabel('Drive-away price ($)').fill(String(price));
    await page.getByRole('button', { name: 'Save car' }).click();
    await expect(page.getByRole('status')).toHaveText('Car saved: the website shows the change now.');
    // The audit log says it in words (src/domain/dashboard/audit-sentence.ts).
    await expect(
      page.getByText(
        new RegExp(`Mia Manager changed the price from .* to \\$${price.toLocaleString('en-AU')}`),
      ),
    ).toBeVisible();

    const sold = await openCar(page, `q=${toSell}`, 0);
    expect(sold).not.toBe(priced);
    await page.getByLabel('Sold').check();
    await page.getByRole('button', { name: 'Save car' }).click();
    await expect(page.getByRole('status')).toHaveText('Car saved: the website shows the change now.');

    const shown = `$${price.toLocaleString('en-AU')}`;
    await expect
      .poll(
        async () =>
          (await (await siteGet(request, 'sydney-motor-group', `/cars/${priced}`)).text()).includes(shown),
        {
          timeout: 10_000,
        },
      )
      .toBe(true);
    await page.goto(siteUrl('sydney-motor-group', `/cars/${priced}`));
    await expect(page.getByText(shown).first()).toBeVisible();
    await page.goto(siteUrl('sydney-motor-group', `/cars/${sold}`));
    await expect(page.getByText('JUST SOLD').first()).toBeVisible({ timeout: 10_000 });
  });

  for (const javaScriptEnabled of [false, true]) {
    test(`a refused car edit shows each message at its field, with what was typed (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async ({
      browser,
      request,
    }) => {
      const stocknum = await importCarWithoutPhotos(request, javaScriptEnabled ? 'R' : 'N');
      const context = await browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await signIn(page, MANAGER);
      const slug = await openCar(page, `q=${stocknum}`, 0);
      await page.getByLabel('Drive-away price ($)').fill('45990.50');
      await page.getByLabel('Price wording').fill('Drive away, no more to pay');
      await page.getByLabel('Term (months)').fill('400');
      await page.getByRole('button', { name: 'Save car' }).click();

      const summary = page.getByRole('alert', { name: 'Please fix the following errors:' });
      await expect(summary).toContainText(
        'Drive-away price ($) must be whole dollars, e.g. 45990 or $45,990',
      );
      await expect(summary).toContainText('Term (months) must be a whole number of months from 1 to 360');
      const price = page.getByLabel('Drive-away price ($)');
      await expect(price).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#field-price-error')).toHaveText(
        'Drive-away price ($) must be whole dollars, e.g. 45990 or $45,990',
      );
      await expect(price).toHaveValue('45990.50');
      await expect(page.getByLabel('Price wording')).toHaveValue('Drive away, no more to pay');
      await expect(page.getByLabel('Term (months)')).toHaveValue('400');
      // axe runs as a script in the page: only where JavaScript is on.
      if (javaScriptEnabled) await expectNoAxeViolations(page);
      await summary.getByRole('link').first().click();
      await expect(price).toBeFocused();
      // Nothing was saved: the site still shows the imported price.
      expect(await (await siteGet(request, 'sydney-motor-group', `/cars/${slug}`)).text()).toContain(
        '$32,990',
      );
      await context.close();
    });
  }

  test('a manager uploads two photos and reorders them; EXIF is gone; no photos means Request Photos', async ({
    page,
    request,
  }) => {
    const stocknum = await importCarWithoutPhotos(request, 'A');
    await signIn(page, MANAGER);
    const slug = await openCar(page, `q=${stocknum}`, 0);
    await page.goto(siteUrl('sydney-motor-group', `/cars/${slug}`));
    await expect(page.getByRole('button', { name: 'Request Photos' }).first()).toBeVisible();
    await page.goBack();

    // With JavaScript each file goes on its own, with its own progress bar and result; a file that is not a
    // photo is refused at that file while the others are added.
    await page.getByLabel(/Add photos/).setInputFiles([
      { name: 'front.jpg', mimeType: 'image/jpeg', buffer: await photo('#c0392b') },
      { name: 'side.jpg', mimeType: 'image/jpeg', buffer: await photo('#2471a3') },
      { name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') },
    ]);
    await page.getByRole('button', { name: 'Upload photos' }).click();
    const results = page.getByRole('log', { name: 'Photo upload results' });
    await expect(results.getByRole('paragraph')).toHaveText([
      'front.jpg: added.',
      'side.jpg: added.',
      'notes.jpg: not added. That file is not a JPEG, PNG, WebP, AVIF or HEIC photo.',
    ]);
    const uploads = page.getByRole('list', { name: 'Photo uploads' });
    await expect(uploads.getByRole('listitem')).toHaveText([
      /front\.jpg\s*100%\s*Added/,
      /side\.jpg\s*100%\s*Added/,
      /notes\.jpg.*Not added: That file is not a JPEG/,
    ]);
    await expect(page.getByRole('progressbar', { name: 'front.jpg' })).toHaveJSProperty('value', 100);
    const photos = page.getByTestId('car-photo');
    await expect(photos).toHaveCount(2);
    await expectNoAxeViolations(page);
    const urls = async () =>
      photos.locator('img').evaluateAll((imgs) => imgs.map((i) => i.getAttribute('data-url')));
    const [first, second] = await urls();

    await page.getByRole('button', { name: 'Move later: photo 1' }).click();
    await expect(page.getByRole('status')).toHaveText('Photos reordered.');
    expect(await urls()).toEqual([second, first]);

    const stored = await siteGet(request, 'sydney-motor-group', second!);
    expect(stored.status()).toBe(200);
    const meta = await sharp(await stored.body()).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1067, height: 800 });
    expect(meta.exif).toBeUndefined();

    await expect
      .poll(
        async () =>
          (await (await siteGet(request, 'sydney-motor-group', `/cars/${slug}`)).text()).includes(second!),
        {
          timeout: 10_000,
        },
      )
      .toBe(true);
  });

  test('photos upload without JavaScript, and by dropping them on the form with it', async ({
    browser,
    request,
  }) => {
    const stocknum = await importCarWithoutPhotos(request, 'B');
    const plain = await browser.newContext({ javaScriptEnabled: false });
    const page = await plain.newPage();
    await signIn(page, MANAGER);
    await openCar(page, `q=${stocknum}`, 0);
    await page.getByLabel(/Add photos/).setInputFiles({
      name: 'plain.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo('#117a65'),
    });
    await page.getByRole('button', { name: 'Upload photos' }).click();
    await expect(page.getByRole('status')).toHaveText('Photos added.');
    await expect(page.getByTestId('car-photo')).toHaveCount(1);
    const carUrl = page.url().replace(/[?#].*$/, '');
    await plain.close();

    const scripted = await browser.newContext();
    const dropPage = await scripted.newPage();
    await signIn(dropPage, MANAGER);
    await dropPage.goto(carUrl);
    const bytes = [...(await photo('#b9770e'))];
    const dataTransfer = await dropPage.evaluateHandle((data) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], 'dropped.jpg', { type: 'image/jpeg' }));
      return transfer;
    }, bytes);
    await dropPage.getByTestId('photo-drop-zone').dispatchEvent('drop', { dataTransfer });
    await expect(dropPage.getByRole('log', { name: 'Photo upload results' })).toHaveText(
      'dropped.jpg: added.',
    );
    await expect(dropPage.getByTestId('car-photo')).toHaveCount(2);
    await scripted.close();
  });

  test('a CSV with one bad line shows that line’s error before anything is written, then imports', async ({
    page,
  }) => {
    await signIn(page, MANAGER);
    await page.goto(dashboard('/stock/import'));
    await expectNoAxeViolations(page);
    const stamp = Date.now() % 100_000;
    const csv = [
      'stocknum,dealership_slug,make,model,year,car_type,price',
      `CSV${stamp}A,parramatta-toyota,Toyota,Corolla,2022,used,25990`,
      `CSV${stamp}B,parramatta-toyota,Toyota,Camry,2O21,used,31990`,
      `CSV${stamp}C,parramatta-toyota,Toyota,RAV4,2023,used,41990`,
    ].join('\n');
    await page
      .getByLabel(/Stock file/)
      .setInputFiles({ name: 'stock.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByRole('button', { name: 'Check the file' }).click();
    await expect(page.getByRole('list', { name: 'Rows that will be rejected' })).toHaveText(
      /line 3: year: must be a year from 1900 to \d{4}/,
    );
    await expect(page.getByText('Importing will create 2, update 0 and reject 1 row.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(dashboard(`/stock?q=CSV${stamp}`));
    await expect(page.getByText('No cars match these filters.')).toBeVisible();
    await page.goBack();

    await page.getByRole('button', { name: 'Import 2 cars' }).click();
    await expect(page.getByRole('status')).toHaveText('Imported: 2 created, 0 updated, 1 rejected.');
    await page.goto(dashboard(`/stock?q=CSV${stamp}`));
    await expect(page.locator('tbody tr')).toHaveCount(2);
  });

  test('an API key imports stock over HTTP; once revoked it gets 401', async ({ page, request }) => {
    await signIn(page, MANAGER);
    await page.goto(dashboard('/stock/keys'));
    await page.getByLabel(/Name/).fill('Journey DMS');
    await page.getByRole('button', { name: 'Create key' }).click();
    const key = (await page.getByTestId('new-stock-key').textContent())!.trim();
    expect(key).toMatch(/^fcsk_/);
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByTestId('new-stock-key')).toHaveCount(1); // the one-minute cookie, same URL
    await page.goto(dashboard('/stock/keys'));
    await expect(page.getByTestId('new-stock-key')).toHaveCount(0);

    // A name of spaces only is refused at the field, not as a JSON error.
    await page.getByLabel(/Name/).fill('   ');
    await page.getByRole('button', { name: 'Create key' }).click();
    await expect(page.locator('#field-name-error')).toHaveText('Name the key');
    await expect(page.getByLabel(/Name/)).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    const stocknum = `API${Date.now() % 100_000}`;
    const feed = (body: string) =>
      request.post(`http://127.0.0.1:${port()}/api/stock/import`, {
        headers: {
          host: `sydney-motor-group.localhost:${port()}`,
          authorization: `Bearer ${key}`,
          'content-type': 'text/csv',
        },
        data: body,
      });
    const csv = `stocknum,make,model,year,car_type,price\n${stocknum},Toyota,HiLux,2024,new,55990\n`;
    const first = await feed(csv);
    expect(first.status()).toBe(200);
    expect(await first.json()).toMatchObject({ created: 1, updated: 0, rejected: 0 });
    expect(await (await feed(csv)).json()).toMatchObject({ created: 0, updated: 1, rejected: 0 });

    await page.goto(dashboard(`/stock?q=${stocknum}`));
    await expect(page.locator('tbody tr')).toHaveCount(1);
    await page.goto(dashboard('/stock/keys'));
    await page.getByRole('button', { name: 'Revoke Journey DMS' }).first().click();
    await expect(page.getByRole('status')).toHaveText('Key revoked: its next request gets 401.');
    const refused = await feed(csv);
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toMatchObject({ field: 'authorization' });
  });
});
