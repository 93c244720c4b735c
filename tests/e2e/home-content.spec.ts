import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from './support/test';
import { expectNoAxeViolations } from './support/expect-no-axe-violations';
import { DEMO_SITES, siteGet, siteUrl } from './support/site-url';
import { reactEffectsRan } from './support/wait-for-hydration';

const SYDNEY = 'sydney-motor-group';

const slider = (page: Page) => page.getByRole('region', { name: /highlights$/ });
const slide = (page: Page, name: string) => slider(page).getByRole('group', { name, exact: true });

/**
 * Waits until the slider's timers run. Its buttons are in the server's HTML, but the timers start only once React has
 * hydrated it (it then marks itself `data-enhanced`) and run its effects. Under an installed clock the page's own
 * timers are fake, so this waits for the mark from here, then for React's effects (reactEffectsRan).
 */
async function sliderTimersStarted(page: Page) {
  await expect(slider(page)).toHaveAttribute('data-enhanced', '');
  await reactEffectsRan(page);
}

/** WCAG contrast ratio of the colour of the element's text against the first opaque background behind it. */
async function textContrast(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element) => {
    const rgb = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r, g, b]: number[]) => {
      const channel = (c: number) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      };
      return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
    };
    const foreground = rgb(getComputedStyle(element).color);
    let node: Element | null = element;
    let background = [255, 255, 255];
    while (node) {
      const colour = rgb(getComputedStyle(node).backgroundColor);
      if (colour.length === 3 || (colour.length === 4 && colour[3] === 1)) {
        background = colour.slice(0, 3);
        break;
      }
      node = node.parentElement;
    }
    const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  });
}

test.describe('home content', () => {
  for (const site of DEMO_SITES) {
    test(`${site}: content blocks link to their pages, slider and page pass axe at 375 and 1280 px`, async ({
      page,
      request,
    }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(siteUrl(site));
      await expect(slide(page, '1 of 3')).toBeVisible();
      await expect(slide(page, '2 of 3')).toBeHidden();
      const blocks = page.getByRole('region', { name: 'How can we help?' });
      const buttons = blocks.getByRole('link');
      expect(await buttons.count()).toBeGreaterThanOrEqual(3);
      const hrefs = await buttons.evaluateAll((links) => links.map((l) => l.getAttribute('href')!));
      for (const label of ['Finance Pre-Approval', 'Sell Your Car', 'Book a Service'])
        await expect(blocks.getByRole('link', { name: label, exact: true })).toBeVisible();
      await expect(blocks.getByRole('link', { name: 'Finance Pre-Approval', exact: true })).toHaveAttribute(
        'href',
        '/finance-pre-approval',
      );
      await expect(blocks.getByRole('link', { name: 'Sell Your Car', exact: true })).toHaveAttribute(
        'href',
        '/valuations',
      );
      await expect(blocks.getByRole('link', { name: 'Book a Service', exact: true })).toHaveAttribute(
        'href',
        '/service',
      );
      // Every button and every slide's Discover More leads to a page of this site that exists.
      const slideHrefs = await slider(page)
        .locator('[data-slide] a')
        .evaluateAll((links) => links.map((l) => l.getAttribute('href')!));
      for (const href of new Set([...hrefs, ...slideHrefs]))
        expect((await siteGet(request, site, href)).status(), href).toBe(200);
      await expectNoAxeViolations(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      await expectNoAxeViolations(page);
    });
  }

  test('a content block button opens its page', async ({ page }) => {
    await page.goto(siteUrl(SYDNEY));
    await page
      .getByRole('region', { name: 'How can we help?' })
      .getByRole('link', { name: 'Sell Your Car', exact: true })
      .click();
    await expect(page).toHaveURL(/\/valuations$/);
  });

  test('slider by keyboard: Next, Previous and the slide buttons; Discover More opens the slide', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(siteUrl(SYDNEY));
    const next = slider(page).getByRole('button', { name: 'Next slide' });
    await next.focus();
    await page.keyboard.press('Enter');
    await expect(slide(page, '2 of 3')).toBeVisible();
    await expect(slide(page, '1 of 3')).toBeHidden();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect(slide(page, '1 of 3')).toBeVisible();
    const previous = slider(page).getByRole('button', { name: 'Previous slide' });
    await previous.focus();
    await page.keyboard.press('Space');
    await expect(slide(page, '3 of 3')).toBeVisible();
    const second = slider(page).getByRole('button', { name: /^Slide 2 of 3: / });
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(slide(page, '2 of 3')).toBeVisible();
    await expect(second).toHaveAttribute('aria-current', 'true');
    const discover = slide(page, '2 of 3').getByRole('link', { name: 'Discover More', exact: true });
    await expect(discover).toHaveAccessibleDescription(/Demonstrators/);
    await discover.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\/demo-cars$/);
  });

  test('the slider moves on by itself until Pause, and Play starts it again', async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(siteUrl(SYDNEY));
    await page.mouse.move(5, 880);
    const pause = slider(page).getByRole('button', { name: 'Pause slides' });
    await expect(pause).toBeVisible();
    await sliderTimersStarted(page);
    await page.clock.runFor(7_500);
    await expect(slide(page, '2 of 3')).toBeVisible();
    await pause.click();
    const play = slider(page).getByRole('button', { name: 'Play slides' });
    await expect(play).toBeVisible();
    // Focus and pointer leave the slider: it stays paused.
    await page.locator('h1').click();
    await page.mouse.move(5, 880);
    await page.clock.runFor(30_000);
    await expect(slide(page, '2 of 3')).toBeVisible();
    await play.focus();
    await page.keyboard.press('Enter');
    await expect(slider(page).getByRole('button', { name: 'Pause slides' })).toBeVisible();
    await page.locator('h1').click();
    await page.mouse.move(5, 880);
    await page.clock.runFor(7_500);
    await expect(slide(page, '3 of 3')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the next slide's picture loads before the slider moves to it, not on the page's load", async ({
    page,
  }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 412, height: 823 });
    await page.goto(siteUrl(SYDNEY));
    // The pointer just above the slider (a pointer on it pauses it), wherever the header ends at this width.
    const box = (await slider(page).boundingBox())!;
    await page.mouse.move(5, Math.max(1, box.y - 5));
    await sliderTimersStarted(page);
    // Hidden, the slide is out of the accessibility tree: found by its place, not its role.
    const picture = slider(page).locator('[data-slide]').nth(1).locator('img');
    const loaded = () => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
    // From here the page's time moves only when told: the slider moves on 7 s after its first slide was shown.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
    await page.clock.runFor(3_500);
    expect(await loaded()).toBe(false);
    await page.clock.runFor(1_500);
    await expect.poll(loaded).toBe(true);
    await expect(slide(page, '1 of 3')).toBeVisible();
    await page.clock.runFor(2_500);
    await expect(slide(page, '2 of 3')).toBeVisible();
  });

  test('with reduced motion the slider waits for Play', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await page.goto(siteUrl('waikato-motors'));
    await expect(slider(page).getByRole('button', { name: 'Play slides' })).toBeVisible();
    await page.clock.runFor(30_000);
    await expect(slide(page, '1 of 3')).toBeVisible();
  });

  test('only the first slide picture is the LCP image: preloaded, high priority, not lazy', async ({
    page,
    request,
  }) => {
    // The page's own preloads: once hydrated, Next's prefetch of the car pages it links to adds theirs.
    const html = await (await siteGet(request, 'sunshine-coast-nissan', '/')).text();
    expect(html.match(/<link rel="preload" as="image"/g)).toHaveLength(1);
    await page.goto(siteUrl('sunshine-coast-nissan'));
    const first = slide(page, '1 of 3').locator('img');
    await expect(first).toHaveAttribute('fetchpriority', 'high');
    await expect(first).toHaveAttribute('loading', 'eager');
    await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
    await expect(slider(page).locator('[data-slide]').nth(1).locator('img')).toHaveAttribute(
      'loading',
      'lazy',
    );
    await expect(page.locator('main article img').first()).toHaveAttribute('loading', 'lazy');
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('every slide and its Discover More show, the controls do not', async ({ page }) => {
      await page.goto(siteUrl(SYDNEY));
      for (const name of ['1 of 3', '2 of 3', '3 of 3']) await expect(slide(page, name)).toBeVisible();
      await expect(slider(page).getByRole('link', { name: 'Discover More', exact: true })).toHaveCount(3);
      await expect(slider(page).getByRole('button', { name: 'Next slide' })).toBeHidden();
    });
  });

  test('the favourites count in the header meets WCAG AA contrast on every demo theme', async ({ page }) => {
    for (const site of DEMO_SITES) {
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(siteUrl(site));
        const badge = page.getByRole('link', { name: /^Favourites, \d+ saved$/ });
        await expect(badge).toBeVisible();
        expect(
          await textContrast(page, '[data-testid="favourites-count"]'),
          `${site} at ${width}px`,
        ).toBeGreaterThanOrEqual(4.5);
        const { violations } = await new AxeBuilder({ page })
          .include('header')
          .withRules(['color-contrast'])
          .analyze();
        expect(violations.map((v) => v.nodes.map((n) => n.target.join(' '))).flat(), site).toEqual([]);
      }
    }
  });
});
