// A diagnostic, not a budget: pages under the bench's applied throttling, as a visitor gets them and with
// prefers-reduced-motion (which holds the home slider still), interleaved, to show how much of a page's Speed Index
// and score is the slider moving on after the page has loaded. Against a running product, one or more pages and the
// number of rounds last:
//   node bench/diagnostics/reduced-motion-speed-index.mjs http://sydney-motor-group.localhost:3200/ 3
// Each run is printed, and all of them with their medians are written to bench/results/<time>-reduced-motion.json.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { ensureBrowser } from '../../scripts/lib/ensure-browser.mjs';
import { CHROME_FLAGS, SETTINGS } from '../lib/lighthouse.mjs';
import { recordResults } from '../lib/record.mjs';

const args = process.argv.slice(2);
const rounds = /^\d+$/.test(args.at(-1) ?? '') ? Number(args.pop()) : 3;
if (args.length === 0) throw new Error('usage: reduced-motion-speed-index.mjs <page url>… [rounds]');
const chromePath = await ensureBrowser();
const MODES = ['normal', 'reducedMotion'];
const runs = Object.fromEntries(args.map((url) => [url, { normal: [], reducedMotion: [] }]));

async function measure(url, mode) {
  const flags = mode === 'normal' ? CHROME_FLAGS : [...CHROME_FLAGS, '--force-prefers-reduced-motion'];
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: flags, logLevel: 'silent' });
  try {
    const { lhr } = await lighthouse(
      url,
      { port: chrome.port, logLevel: 'error' },
      { extends: 'lighthouse:default', settings: { ...SETTINGS, onlyCategories: ['performance'] } },
    );
    const a = lhr.audits;
    return {
      perf: Math.round(lhr.categories.performance.score * 100),
      si: Math.round(a['speed-index'].numericValue),
      tbt: Math.round(a['total-blocking-time'].numericValue),
      lcp: Math.round(a['largest-contentful-paint'].numericValue),
      lastFrameMs: a['screenshot-thumbnails'].details.items.at(-1).timing,
    };
  } finally {
    chrome.kill();
  }
}

for (let i = 0; i < rounds; i++) {
  for (const url of args) {
    for (const mode of MODES) {
      const row = await measure(url, mode);
      runs[url][mode].push(row);
      console.log(url, mode, JSON.stringify(row));
    }
  }
}

const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pages = args.map((url) => ({
  url,
  ...Object.fromEntries(
    MODES.map((mode) => {
      const rows = runs[url][mode];
      const medians = Object.fromEntries(
        ['perf', 'si', 'tbt', 'lcp'].map((key) => [key, median(rows.map((r) => r[key]))]),
      );
      console.log(url, mode, 'medians', JSON.stringify(medians));
      return [mode, { medians, runs: rows }];
    }),
  ),
}));
console.log('written', recordResults('reduced-motion', { rounds, settings: SETTINGS, pages }));
