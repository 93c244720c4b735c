// A diagnostic, not a budget: one page under the bench's applied throttling, as a visitor gets it and with
// prefers-reduced-motion (which holds the home slider still), interleaved, to show how much of its Speed Index is the
// slider moving on after the page has loaded. Against a running product:
//   node bench/diagnostics/reduced-motion-speed-index.mjs http://sydney-motor-group.localhost:3200/ 3
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBrowser } from '../../scripts/lib/ensure-browser.mjs';
import { CHROME_FLAGS, SETTINGS } from '../lib/lighthouse.mjs';
const [, , url, runs = '3'] = process.argv;
const chromePath = await ensureBrowser();
const out = { normal: [], reducedMotion: [] };
for (let i = 0; i < Number(runs); i++) {
  for (const mode of ['normal', 'reducedMotion']) {
    const flags = mode === 'normal' ? CHROME_FLAGS : [...CHROME_FLAGS, '--force-prefers-reduced-motion'];
    const chrome = await chromeLauncher.launch({
      chromePath: chromePath,
      chromeFlags: flags,
      logLevel: 'silent',
    });
    try {
      const { lhr } = await lighthouse(
        url,
        { port: chrome.port, logLevel: 'error' },
        { extends: 'lighthouse:default', settings: { ...SETTINGS, onlyCategories: ['performance'] } },
      );
      const a = lhr.audits;
      const row = {
        perf: Math.round(lhr.categories.performance.score * 100),
        si: Math.round(a['speed-index'].numericValue),
        tbt: Math.round(a['total-blocking-time'].numericValue),
        lcp: Math.round(a['largest-contentful-paint'].numericValue),
        lastFrameMs: a['screenshot-thumbnails'].details.items.at(-1).timing,
      };
      out[mode].push(row);
      console.log(mode, JSON.stringify(row));
    } finally {
      chrome.kill();
    }
  }
}
const med = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
for (const mode of Object.keys(out))
  console.log(
    mode,
    'median perf',
    med(out[mode].map((r) => r.perf)),
    'SI',
    med(out[mode].map((r) => r.si)),
    'TBT',
    med(out[mode].map((r) => r.tbt)),
  );
