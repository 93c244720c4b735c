import type { Page } from '@playwright/test';

/**
 * Makes the page a browser without invoker commands (before Chromium 135, Firefox 144, Safari 26.2). This Chromium
 * has no switch that turns them off, so buttons lose their `command` properties and the browser's own command
 * events are cancelled, which stops it acting on them (as invokers-polyfill does where it applies).
 */
export async function withoutInvokerCommands(page: Page) {
  await page.addInitScript(() => {
    Reflect.deleteProperty(HTMLButtonElement.prototype, 'command');
    Reflect.deleteProperty(HTMLButtonElement.prototype, 'commandForElement');
    window.addEventListener(
      'command',
      (event) => {
        if (event.isTrusted) event.preventDefault();
      },
      true,
    );
  });
}
