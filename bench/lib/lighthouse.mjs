import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import * as constants from 'lighthouse/core/config/constants.js';

export const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Lighthouse's mobile settings with APPLIED throttling (DevTools: Slow 4G, 4x CPU), so the page really loads as on a
 * slow phone and the figures are what was measured, not what Lantern's simulation estimates from a fast load.
 */
export const SETTINGS = {
  formFactor: 'mobile',
  screenEmulation: constants.screenEmulationMetrics.mobile,
  emulatedUserAgent: constants.userAgents.mobile,
  throttlingMethod: 'devtools',
  throttling: constants.throttling.mobileSlow4G,
};

/** The same page under Lighthouse's simulation: its score is printed for information only, never a budget. */
export const SIMULATED_SETTINGS = { ...SETTINGS, throttlingMethod: 'simulate' };

/**
 * One Lighthouse navigation in a fresh Chromium. Returns the full result (lhr), the HTML report and the artifacts
 * (trace, DevTools log) the metrics were computed from.
 * Throws when Lighthouse could not measure the page (it loaded with an error, no paint…).
 */
export async function runLighthouse(url, { chromePath, categories = [], settings = SETTINGS }) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: ['json', 'html'], logLevel: 'error' },
      {
        extends: 'lighthouse:default',
        settings: {
          ...settings,
          onlyCategories: ['performance', ...categories.filter((c) => c !== 'performance')],
        },
      },
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError)
      throw new Error(
        `Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      );
    return { lhr, html: result.report[1], artifacts: result.artifacts };
  } finally {
    chrome.kill();
  }
}

/** The figures the bench reports, from one Lighthouse result. */
export function figures(lhr) {
  const audit = (id) => lhr.audits[id];
  const scripts = audit('resource-summary')?.details?.items?.find((item) => item.resourceType === 'script');
  const scores = Object.fromEntries(
    Object.entries(lhr.categories).map(([id, category]) => [
      id,
      category.score === null ? null : Math.round(category.score * 100),
    ]),
  );
  return {
    performance: scores.performance,
    scores,
    lcpMs: audit('largest-contentful-paint').numericValue,
    fcpMs: audit('first-contentful-paint').numericValue,
    tbtMs: audit('total-blocking-time').numericValue,
    cls: audit('cumulative-layout-shift').numericValue,
    speedIndexMs: audit('speed-index').numericValue,
    jsTransferBytes: scripts?.transferSize ?? 0,
    jsRequests: scripts?.requestCount ?? 0,
    totalTransferBytes:
      audit('resource-summary')?.details?.items?.find((item) => item.resourceType === 'total')
        ?.transferSize ?? 0,
  };
}

/**
 * The representative run: the one with the median performance score (ties broken by LCP). Its full report is
 * the one saved, to look into; the printed figures are per-metric medians (see medianPerMetric).
 */
export function medianRun(runs) {
  const sorted = [...runs].sort(
    (a, b) => a.figures.performance - b.figures.performance || b.figures.lcpMs - a.figures.lcpMs,
  );
  return sorted[Math.floor((sorted.length - 1) / 2)];
}

const MEDIAN_KEYS = [
  'performance',
  'lcpMs',
  'fcpMs',
  'tbtMs',
  'cls',
  'speedIndexMs',
  'jsTransferBytes',
  'totalTransferBytes',
];

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** The lowest and highest value of each figure across the runs: how far one run can be from the median. */
export function spreadPerMetric(runs) {
  return Object.fromEntries(
    MEDIAN_KEYS.map((key) => {
      const values = runs.map((run) => run.figures[key]);
      return [key, [Math.min(...values), Math.max(...values)]];
    }),
  );
}

/**
 * The median of each figure on its own, across the runs (with an odd number of runs, each is a value some run
 * measured). One slow run then moves no figure: a run on a busy machine can have a late LCP and a low score while
 * its other figures are ordinary.
 */
export function medianPerMetric(runs) {
  const result = Object.fromEntries(
    MEDIAN_KEYS.map((key) => [key, median(runs.map((run) => run.figures[key]))]),
  );
  const categories = Object.keys(runs[0].figures.scores);
  result.scores = Object.fromEntries(
    categories.map((c) => [c, median(runs.map((run) => run.figures.scores[c] ?? 0))]),
  );
  return result;
}

/** Ends every Chromium this process launched (synchronous, for signal and exit handlers). */
export function killAllChromes() {
  chromeLauncher.killAll();
}
