import type { Locator, Page } from '@playwright/test';
import { waitForHydratedDocument } from './test';

/**
 * Waits until the element's page has hydrated, so a click or hover on it reaches React's handlers instead of landing
 * on the server's inert HTML.
 */
export async function waitForHydration(element: Locator) {
  await element.waitFor();
  await waitForHydratedDocument(element.page());
}

/**
 * Waits one message-channel task in the page: React schedules the effects of a hydrated tree with one, so after a
 * hydration seen with waitForHydration its effects (timers, listeners) have run. Works under an installed clock,
 * which fakes the page's timers but not MessageChannel.
 */
export async function reactEffectsRan(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(null);
      }),
  );
}
