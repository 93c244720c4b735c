import type { Page } from '@playwright/test';
import { demoTotpCode } from '../../../demo/totp-code.mjs';
import { journeyPort } from './journey-server';

const port = journeyPort;

/**
 * The second sign-in step of a demo user, after their password: the "Authentication code" their fixed key gives
 * now (demo/totp-code.mjs), then the leads. `keyboard`: typed and sent with Enter, as a keyboard user would.
 */
export async function enterDemoCode(page: Page, email: string, options: { keyboard?: boolean } = {}) {
  await page.waitForURL(/\/sign-in\/two-factor(\?|$)/);
  const field = page.getByLabel('Authentication code');
  if (options.keyboard) {
    await field.focus();
    await page.keyboard.type(demoTotpCode(email));
    await page.keyboard.press('Enter');
  } else {
    await field.fill(demoTotpCode(email));
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await page.waitForURL(/\/leads$/);
}

/** Signs a demo user in to the dashboard: email, password (`forecourt-demo`), then their authentication code. */
export async function signInToDashboard(page: Page, email: string, password = 'forecourt-demo') {
  await page.goto(`http://dashboard.localhost:${port()}/sign-in`);
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await enterDemoCode(page, email);
}
