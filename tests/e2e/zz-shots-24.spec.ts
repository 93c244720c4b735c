import { test } from './support/test';

const port = () => Number(process.env.E2E_PORT ?? 3100);
const dashboard = (p: string) => `http://dashboard.localhost:${port()}${p}`;

test('screenshots', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(dashboard('/sign-in'));
  await page.getByLabel('Email address').fill('group.admin@sydney-motor-group.example');
  await page.getByLabel('Password').fill('forecourt-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/leads$/);
  for (const p of ['', '/general', '/theme', '/navigation', '/lead-destinations', '/contacts', '/finance', '/payment']) {
    await page.goto(dashboard(`/settings/sydney-motor-group${p}`));
    await page.screenshot({ path: `/tmp/shots24/settings${p.replace('/', '-') || '-home'}.png`, fullPage: p !== '/navigation' });
  }
  await page.goto(dashboard('/settings/sydney-motor-group/theme'));
  await page.getByLabel('Accent colour').fill('#ffee00');
  await page.screenshot({ path: '/tmp/shots24/theme-live-bad.png', fullPage: true });
  await page.getByRole('button', { name: 'Save theme' }).click();
  await page.waitForURL(/draft=/);
  await page.screenshot({ path: '/tmp/shots24/theme-refused.png', fullPage: true });
  await page.setViewportSize({ width: 768, height: 1000 });
  await page.goto(dashboard('/settings/sydney-motor-group/general'));
  await page.getByLabel('Name', { exact: true }).fill('');
  await page.getByLabel('Overdue after (minutes)').fill('2');
  await page.getByRole('button', { name: /^Save/ }).click();
  await page.waitForURL(/draft=/);
  await page.screenshot({ path: '/tmp/shots24/general-refused-768.png', fullPage: true });
});
