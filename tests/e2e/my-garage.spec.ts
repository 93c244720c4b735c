import { readFile } from 'node:fs/promises';
import { expect, test, waitForHydratedDocument, type Page } from './support/test';
import { expectNoAxeViolations } from './support/expect-no-axe-violations';
import { mailsTo } from './support/read-mail';
import { siteUrl } from './support/site-url';

const SITE = 'sydney-motor-group';

const badge = (page: Page, count: number) =>
  page.getByRole('link', { name: `Favourites, ${count} saved` }).first();

/** Saves the search page's n-th car in this browser; answers its name. */
async function saveCar(page: Page, index: number): Promise<string> {
  await page.goto(siteUrl(SITE, '/search/used-cars'));
  const card = page.locator('main article').nth(index);
  const name = (await card.getByRole('heading').textContent())!.trim();
  await card.getByRole('button', { name: `Save ${name} to favourites` }).click();
  return name;
}

/** The code of the newest email to the address: the one not among the codes already read (the mail folder has no order). */
async function nextCode(email: string, known: string[]): Promise<string> {
  let fresh: string | undefined;
  await expect
    .poll(
      async () => {
        const codes = (await mailsTo(email)).map((mail) => /\b(\d{6})\b/.exec(mail.text)![1]!);
        fresh = codes.find((code) => !known.includes(code));
        return fresh !== undefined;
      },
      { timeout: 20_000, intervals: [250] },
    )
    .toBe(true);
  known.push(fresh!);
  return fresh!;
}

test('My Garage: sign up with an emailed code, favourites merged across two browsers, download and delete', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const email = `garage.${Date.now()}@example.com`;
  const codes: string[] = [];
  const [one, two] = await Promise.all([browser.newContext(), browser.newContext()]);
  try {
    // Browser one saves a car, then signs up from the header's popup.
    const first = await one.newPage();
    const firstCar = await saveCar(first, 0);
    await expect(badge(first, 1)).toBeVisible();
    await first.getByRole('link', { name: 'Sign in' }).click();
    const dialog = first.getByRole('dialog', { name: 'Sign in to My Garage' });
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Email me a code' }).click();
    await expect(dialog.getByText(`We sent a 6-digit code to ${email}`)).toBeVisible();
    await expectNoAxeViolations(first);
    const signUpCode = await nextCode(email, codes);
    await dialog.getByLabel('Code').fill(signUpCode === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog.getByText('That code is not right')).toBeVisible();
    await dialog.getByLabel('Code').fill(signUpCode);
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect(dialog).toBeHidden();
    await expect(first.getByRole('link', { name: 'My Garage' })).toBeVisible();

    // Browser two saves another car and signs in from the popup too: both cars are now the account's, in both.
    const second = await two.newPage();
    const secondCar = await saveCar(second, 1);
    await second.getByRole('link', { name: 'Sign in' }).click();
    const popup = second.getByRole('dialog', { name: 'Sign in to My Garage' });
    await popup.getByLabel('Email').fill(email);
    await popup.getByRole('button', { name: 'Email me a code' }).click();
    await popup.getByLabel('Code').fill(await nextCode(email, codes));
    await popup.getByRole('button', { name: 'Sign in' }).click();
    await expect(badge(second, 2)).toBeVisible();
    await second.goto(siteUrl(SITE, '/account'));
    await expect(second.getByTestId('garage-saved-cars').getByRole('link')).toHaveText([firstCar, secondCar]);
    await expectNoAxeViolations(second);
    await second.goto(siteUrl(SITE, '/favourites'));
    await expect(badge(second, 2)).toBeVisible();
    await first.reload();
    await expect(badge(first, 2)).toBeVisible();

    // Download my data, then delete the account with a code; the other browser is signed out with it.
    await first.goto(siteUrl(SITE, '/account'));
    const download = first.waitForEvent('download');
    await first.getByRole('link', { name: 'Download my data (JSON)' }).click();
    const data = JSON.parse(await readFile((await (await download).path())!, 'utf8')) as {
      account: { email: string };
      savedCars: { name: string }[];
    };
    expect(data.account.email).toBe(email);
    expect(data.savedCars.map((car) => car.name)).toEqual([firstCar, secondCar]);
    await first.getByRole('button', { name: 'Email me a code to delete my account' }).click();
    await first.getByLabel(`Code emailed to ${email}`).fill(await nextCode(email, codes));
    await first.getByRole('button', { name: 'Delete my account' }).click();
    await expect(first.getByText('Your My Garage account has been deleted.')).toBeVisible();
    await second.goto(siteUrl(SITE, '/account'));
    await waitForHydratedDocument(second);
    await expect(second).toHaveURL(/\/account\/sign-in$/);
  } finally {
    await Promise.all([one.close(), two.close()]);
  }
});
