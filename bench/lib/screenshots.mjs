import { chromium } from '@playwright/test';
import { CHROME_FLAGS } from './lighthouse.mjs';

/** The widths every demo home is photographed at: a phone and a desktop. */
export const SCREENSHOT_WIDTHS = [375, 1280];

/**
 * Full-page screenshots of each page at each width, for a person to look at (does each site read as its own
 * dealer?). Files are `<dir>/<name>-<width>.png`; answers their paths.
 */
export async function takeScreenshots(pages, dir, { chromePath, fileName }) {
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROME_FLAGS });
  const files = [];
  try {
    for (const page of pages) {
      for (const width of SCREENSHOT_WIDTHS) {
        const context = await browser.newContext({ viewport: { width, height: 900 } });
        const tab = await context.newPage();
        const response = await tab.goto(page.url, { waitUntil: 'load' });
        if (response?.status() !== 200) throw new Error(`${page.url} answered ${response?.status()}`);
        await loadLazyImages(tab);
        const file = `${dir}/${fileName(page.name)}-${width}.png`;
        await tab.screenshot({ path: file, fullPage: true });
        files.push(file);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return files;
}

/**
 * A full-page screenshot does not scroll, so images below the fold (loading="lazy") would be blank: scroll
 * through the page a viewport at a time, back to the top, and wait until every image has loaded (or failed).
 */
async function loadLazyImages(tab) {
  await tab.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 50)));
    }
    window.scrollTo(0, 0);
  });
  await tab.waitForFunction(() => [...document.images].every((image) => image.complete), null, {
    timeout: 15_000,
  });
}
