// `npm run bench:lcp-graph -- <url> [runs]`: what a page's simulated LCP is made of.
//
// Runs Lighthouse with the bench's settings against a page that is already being served (start it yourself, e.g.
// `npm run serve`, or leave a bench's servers up), then asks Lantern, Lighthouse's simulator, for the graphs behind
// its LCP estimate. LCP is the average of an optimistic and a pessimistic estimate, each the end of the latest node
// in a graph of the requests and main-thread tasks that came before the LCP was painted in the real, unthrottled
// load. Per run it prints both estimates and, with --nodes, every node with its simulated start and end (ms), so one
// can see which request or task set the figure. bench/README.md ("Reading simulated LCP") explains how to read it.

import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { ensureBrowser } from '../scripts/lib/ensure-browser.mjs';
import { runLighthouse } from './lib/lighthouse.mjs';

const args = process.argv.slice(2);
const showNodes = args.includes('--nodes');
const [url, runsArg = '3'] = args.filter((a) => !a.startsWith('--'));
const runs = Number(runsArg);
if (!url || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: npm run bench:lcp-graph -- <url> [runs] [--nodes]');
  process.exit(2);
}

/** One line per graph node: simulated start and end, then what it is. */
function describe(node, navigationStart) {
  if (node.type === 'network') {
    const { resourceType, priority, transferSize, url: nodeUrl } = node.request;
    return `${resourceType} ${priority} ${transferSize} B ${nodeUrl.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)}`;
  }
  const observedAt = ((node.startTime - navigationStart) / 1000).toFixed(0);
  const work = [...new Set(node.childEvents.map((e) => e.name))]
    .filter((name) => ['ParseHTML', 'EvaluateScript', 'UpdateLayoutTree', 'Layout', 'Paint'].includes(name))
    .join(',');
  return `task ${(node.duration / 1000).toFixed(1)} ms, at ${observedAt} ms in the real load: ${work}`;
}

const chromePath = await ensureBrowser();
const estimates = [];
for (let run = 1; run <= runs; run++) {
  const { artifacts, lhr } = await runLighthouse(url, { chromePath });
  const settings = lhr.configSettings;
  const lcp = await LanternLargestContentfulPaint.request(
    {
      trace: artifacts.Trace,
      devtoolsLog: artifacts.DevtoolsLog,
      gatherContext: artifacts.GatherContext,
      settings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps,
      simulator: null,
    },
    { computedCache: new Map(), settings },
  );
  const navigationStart = artifacts.Trace.traceEvents.find((e) => e.name === 'navigationStart')?.ts ?? 0;
  const candidates = artifacts.Trace.traceEvents.filter(
    (e) => e.name === 'largestContentfulPaint::Candidate',
  );
  const painted = candidates.length ? ((candidates.at(-1).ts - navigationStart) / 1000).toFixed(0) : '?';
  estimates.push(lcp.timing);
  console.log(
    `run ${run}: LCP ${lcp.timing.toFixed(0)} ms = mean of optimistic ${lcp.optimisticEstimate.timeInMs.toFixed(0)} ` +
      `and pessimistic ${lcp.pessimisticEstimate.timeInMs.toFixed(0)}; painted ${painted} ms into the real load; ` +
      `CLS ${lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)}`,
  );
  if (!showNodes) continue;
  for (const [label, estimate] of [
    ['optimistic', lcp.optimisticEstimate],
    ['pessimistic', lcp.pessimisticEstimate],
  ]) {
    console.log(`  ${label} graph:`);
    const nodes = [...estimate.nodeTimings.entries()].sort((a, b) => a[1].startTime - b[1].startTime);
    for (const [node, timing] of nodes)
      console.log(
        `    ${timing.startTime.toFixed(0).padStart(5)} ${timing.endTime.toFixed(0).padStart(5)}  ${describe(node, navigationStart)}`,
      );
  }
}
const sorted = [...estimates].sort((a, b) => a - b);
console.log(
  `median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms of ${sorted.map((e) => e.toFixed(0)).join(' / ')}`,
);
