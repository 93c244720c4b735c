import type { Locator, Page } from '@playwright/test';

/**
 * Waits until React has hydrated the element (its props are attached), so a click or hover on it reaches
 * its handlers instead of landing on the server's inert HTML.
 */
export async function waitForHydration(element: Locator) {
  await element.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const hydrated = () => Object.keys(el).some((key) => key.startsWith('__reactProps'));
        const check = () => (hydrated() ? resolve() : setTimeout(check, 20));
        check();
      }),
  );
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
