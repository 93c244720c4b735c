import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { journeyDataDir } from './journey-server';

/** The checkout link of a car page (Reserve Online; the deposit where a site offers both). */
export async function openCheckout(page: Page) {
  await page
    .getByRole('navigation', { name: 'Actions for this car' })
    .getByRole('link', { name: 'Reserve Online' })
    .click();
  // The checkout page's first request renders it (then it is served from the cache): allow for a busy server.
  await page.waitForURL(/\/(checkout|buy-online)(\?kind=reserve)?$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Reserve this car online' })).toBeVisible({
    timeout: 30_000,
  });
}

export type TBuyerDetails = { name: string; email: string; phone: string; postcode: string };

export const buyer = (tag: string): TBuyerDetails => ({
  name: 'Jo Citizen',
  email: `jo+${tag}-${Date.now()}@example.com`,
  phone: '0412 345 678',
  postcode: '4558',
});

/** Fills the buyer's details, accepts the terms and continues to the payment step. */
export async function continueToPayment(page: Page, details: TBuyerDetails) {
  await page.getByLabel('Full Name').fill(details.name);
  await page.getByLabel('Email', { exact: true }).fill(details.email);
  await page.getByLabel('Mobile').fill(details.phone);
  await page.getByLabel('Postcode').fill(details.postcode);
  await page.getByRole('checkbox', { name: /accept the reservation terms/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
}

/** The same by keyboard alone: typing, Tab between fields, Space for the terms, Enter to continue. */
export async function continueByKeyboard(page: Page, details: TBuyerDetails) {
  await page.getByLabel('Full Name').focus();
  for (const value of [details.name, details.email, details.phone, details.postcode]) {
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(value);
    await page.keyboard.press('Tab');
  }
  await expect(page.getByRole('checkbox', { name: /accept the reservation terms/ })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Enter');
}

/** Types a card into the demo card form. */
export async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM/YY)').fill('08/39');
  await page.getByLabel('Security code (CVC)').fill('123');
}

/** The journeys' server's data directory (scripts/e2e-server.mjs), where mail lands without SMTP_URL. */
const dataDir = () => journeyDataDir();

/** The emails written to DATA_DIR/mail that mention this text (the buyer's address). */
export async function mailsMentioning(text: string): Promise<string[]> {
  const dir = path.join(dataDir(), 'mail');
  const names = await readdir(dir).catch(() => [] as string[]);
  const bodies = await Promise.all(names.map((name) => readFile(path.join(dir, name), 'utf8')));
  return bodies.filter((body) => body.includes(text));
}
