import { demoTotpCode } from '../../demo/totp-code.mjs';
import { expect, test } from './support/test';
import { enterDemoCode } from './support/dashboard-sign-in';
import { expectNoAxeViolations } from './support/expect-no-axe-violations';
import { journeyPort } from './support/journey-server';

// A demo salesperson (two-factor on, optional for the role) whose recovery codes this journey renews: no other
// journey uses recovery codes, and the authenticator key stays the seed's.
const SALES = 'sales@parramatta-toyota.example';
const PASSWORD = 'forecourt-demo';

const port = journeyPort;
const dashboard = (path: string) => `http://dashboard.localhost:${port()}${path}`;

test.describe('two-factor sign-in', () => {
  test('a wrong code is refused at its field; new recovery codes show once and one signs in', async ({
    page,
  }) => {
    await page.goto(dashboard('/sign-in'));
    await page.getByLabel('Email address').fill(SALES);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/sign-in\/two-factor(\?|$)/);
    const code = page.getByLabel('Authentication code');
    await code.fill('12');
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/error=format/);
    await expect(code).toHaveAttribute('aria-invalid', 'true');
    await expect(code).toHaveAccessibleDescription(/Enter the 6 digits your authenticator app shows/);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }
    const wrong = String((Number(demoTotpCode(SALES)) + 500_000) % 1_000_000).padStart(6, '0');
    await code.fill(wrong);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/error=invalid/);
    await expect(page.getByRole('alert', { name: 'Please fix the following errors:' })).toContainText(
      'That code is not right.',
    );
    await enterDemoCode(page, SALES);

    await page.getByRole('link', { name: 'Two-factor sign-in' }).click();
    await expect(page.getByText('Two-factor sign-in is on:')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Turn off two-factor sign-in' })).toBeVisible();
    const renew = page.getByRole('region', { name: 'New recovery codes' });
    await renew.getByLabel('Password').fill(PASSWORD);
    await renew.getByRole('button', { name: 'Make new recovery codes' }).click();
    const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recovery = (await codes.first().textContent())!;
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }
    await page.reload();
    await expect(page.getByText('Those recovery codes were shown once already.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Recovery codes' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.getByLabel('Email address').fill(SALES);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByLabel('Authentication code').fill(recovery.toUpperCase());
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/leads$/);
  });
});
