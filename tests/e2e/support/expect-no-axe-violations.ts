import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Fails with a readable list when the page has any WCAG 2.2 AA violation axe can find. A step of its own, so the
 * report shows what each check costs.
 */
export async function expectNoAxeViolations(page: Page) {
  await test.step(
    'axe: no WCAG 2.2 AA violation',
    async () => {
      // After a navigation in the page Next streams the new <title> just after the content: axe run in between
      // reports a page without one. A page that never gets its title still fails, here.
      await expect(page, 'the page has a <title>').toHaveTitle(/\S/);
      // Legacy mode runs axe in the page itself; the default collects each frame's results and combines them in a
      // blank page of its own, 1.2 s more a check here for pages whose only frames are other origins' (Stripe's, a
      // map's), which are theirs to answer for. `resultTypes`: axe still runs every rule, but hands back one node
      // per passing rule instead of all of them; on a long page most of a check went to serialising those
      // (navigation settings at 390 px: 10.3-12.1 s a check, 6.7 s this way; /reports 4.0-4.3 s, 2.8 s). The
      // same violations are found.
      // options() replaces the whole options object, runOnly included: before withTags, or every rule runs.
      const { violations } = await new AxeBuilder({ page })
        .options({ resultTypes: ['violations'] })
        .withTags(WCAG_22_AA)
        .setLegacyMode(true)
        .analyze();
      const summary = violations.map(
        (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
      );
      expect(summary, 'axe WCAG 2.2 AA violations').toEqual([]);
    },
    { box: true },
  );
}

/**
 * The same check on a page loaded with JavaScript off. Axe is itself JavaScript and needs timers, which
 * never fire in such a page, so it runs on a copy: the page as the visitor sees it (its scripts removed,
 * its <noscript> content in place, each field's current value), served at the same address in a page of
 * its own where scripts may run, with the site's stylesheets and images.
 */
export async function expectNoAxeViolationsWithoutJavaScript(page: Page) {
  const html = await page.evaluate(() => {
    const root = document.documentElement.cloneNode(true) as HTMLElement;
    const live = document.documentElement.querySelectorAll('input, textarea');
    root.querySelectorAll('input, textarea').forEach((field, i) => {
      const value = (live[i] as HTMLInputElement).value;
      if (field instanceof HTMLTextAreaElement) field.textContent = value;
      else field.setAttribute('value', value);
    });
    root.querySelectorAll('script').forEach((s) => s.remove());
    root.querySelectorAll('noscript').forEach((n) => n.replaceWith(...n.childNodes));
    return `<!DOCTYPE html>${root.outerHTML}`;
  });
  const context = await page
    .context()
    .browser()!
    .newContext({ javaScriptEnabled: true, viewport: page.viewportSize() });
  try {
    const copy = await context.newPage();
    await copy.route(page.url(), (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
    await copy.goto(page.url());
    await expect(copy).toHaveTitle(await page.title());
    await expect(copy.locator('main')).toBeVisible();
    await expectNoAxeViolations(copy);
  } finally {
    await context.close();
  }
}
