// A diagnostic, not a budget: two or more builds (or pages) under the bench's applied throttling, interleaved round by
// round after one warm-up each, so a busy moment of the machine hits them alike. Give each a label and a URL, and
// the number of rounds last; start the builds yourself (each on its own port and data directory):
//   node bench/diagnostics/lighthouse-ab.mjs before=http://sydney-motor-group.localhost:3202/get-finance \
//     after=http://sydney-motor-group.localhost:3200/get-finance 7
// Each run is printed (score, LCP, FCP, TBT, script and total KB transferred); the medians and every run are
// written to bench/results/<time>-lighthouse-ab.json.
import { ensureBrowser } from '../../scripts/lib/ensure-browser.mjs';
import { figures, runLighthouse } from '../lib/lighthouse.mjs';
import { recordResults } from '../lib/record.mjs';

const args = process.argv.slice(2);
const rounds = /^\d+$/.test(args.at(-1) ?? '') ? Number(args.pop()) : 5;
const targets = args.map((arg) => {
  const at = arg.indexOf('=');
  if (at < 1) throw new Error(`usage: lighthouse-ab.mjs <label>=<url>… [rounds] (not ${arg})`);
  return { label: arg.slice(0, at), url: arg.slice(at + 1) };
});
if (targets.length < 2) throw new Error('usage: lighthouse-ab.mjs <label>=<url> <label>=<url>… [rounds]');
const chromePath = await ensureBrowser();

const kb = (bytes) => Math.round(bytes / 102.4) / 10;
const row = (f) => ({
  performance: f.performance,
  lcpMs: Math.round(f.lcpMs),
  fcpMs: Math.round(f.fcpMs),
  tbtMs: Math.round(f.tbtMs),
  scriptKb: kb(f.jsTransferBytes),
  totalKb: kb(f.totalTransferBytes),
});
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

for (const { url } of targets) await runLighthouse(url, { chromePath });
const runs = Object.fromEntries(targets.map(({ label }) => [label, []]));
for (let round = 1; round <= rounds; round++) {
  for (const { label, url } of targets) {
    const measured = row(figures((await runLighthouse(url, { chromePath })).lhr));
    runs[label].push(measured);
    console.log(round, label, JSON.stringify(measured));
  }
}

const medians = Object.fromEntries(
  Object.entries(runs).map(([label, list]) => [
    label,
    Object.fromEntries(Object.keys(list[0]).map((key) => [key, median(list.map((run) => run[key]))])),
  ]),
);
for (const [label, values] of Object.entries(medians)) console.log('median', label, JSON.stringify(values));
console.log(`written ${recordResults('lighthouse-ab', { rounds, targets, medians, runs })}`);
