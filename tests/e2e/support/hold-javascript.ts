import type { Page } from '@playwright/test';

/**
 * Holds the page's JavaScript (Next's chunks) until `release()`: a page opened meanwhile shows its server HTML with
 * no script of the framework run, as on a slow phone in the moment a control first appears.
 */
export async function holdJavaScript(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_next/static/chunks/**', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}
