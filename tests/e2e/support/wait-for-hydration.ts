import type { Locator } from '@playwright/test';

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
