// A diagnostic, not a budget: how long a buyer on a phone waits for a test-drive form's available times. On the
// interactivity bench's emulated phone (1.6 Mbps down, 750 kbps up, 150 ms latency, 4x CPU), each fresh visit
// measures the time from the start of navigation until the time picker's Day select shows (the times have arrived).
// Give each build or page a label and a URL, and the number of rounds last; start the builds yourself:
//   node bench/diagnostics/test-drive-times-shown.mjs before=http://sydney-motor-group.localhost:3200/book-test-drive \
//     after=http://sydney-motor-group.localhost:3202/book-test-drive 12
// One warm-up visit each, then interleaved rounds. Prints the medians and ranges and writes every visit to
// bench/results/<time>-test-drive-times-shown.json.
import { chromium } from '@playwright/test';
import { ensureBrowser } from '../../scripts/lib/ensure-browser.mjs';
import { CHROME_FLAGS } from '../lib/lighthouse.mjs';
import { recordResults } from '../lib/record.mjs';

const args = process.argv.slice(2);
const rounds = /^\d+$/.test(args.at(-1) ?? '') ? Number(args.pop()) : 10;
const targets = args.map((arg) => {
  const at = arg.indexOf('=');
  if (at < 1) throw new Error(`usage: test-drive-times-shown.mjs <label>=<url>… [rounds] (not ${arg})`);
  return { label: arg.slice(0, at), url: arg.slice(at + 1) };
});
if (targets.length === 0) throw new Error('usage: test-drive-times-shown.mjs <label>=<url>… [rounds]');

const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: 1_600_000 / 8,
  uploadThroughput: 750_000 / 8,
};
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
};

const browser = await chromium.launch({
  executablePath: await ensureBrowser(),
  args: [
    ...CHROME_FLAGS.filter((flag) => flag !== '--headless'),
    '--host-resolver-rules=MAP *.localhost 127.0.0.1',
  ],
});

/** One fresh visit: milliseconds from navigation until the Day select shows. */
async function visit(url) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.getByLabel('Day', { exact: true }).waitFor({ state: 'visible', timeout: 30_000 });
    return Date.now() - started;
  } finally {
    await context.close();
  }
}

for (const { url } of targets) await visit(url);
const runs = Object.fromEntries(targets.map(({ label }) => [label, []]));
for (let round = 1; round <= rounds; round++) {
  for (const { label, url } of targets) runs[label].push(await visit(url));
}
await browser.close();

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const figures = Object.fromEntries(
  Object.entries(runs).map(([label, ms]) => [
    label,
    { medianMs: median(ms), lowestMs: Math.min(...ms), highestMs: Math.max(...ms) },
  ]),
);
for (const [label, f] of Object.entries(figures)) {
  console.log(`${label}: times shown after ${f.medianMs} ms (median; ${f.lowestMs}-${f.highestMs})`);
}
console.log(
  `written ${recordResults('test-drive-times-shown', { rounds, targets, network: NETWORK, cpuSlowdown: 4, figures, runs })}`,
);
