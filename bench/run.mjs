// `npm run bench:lighthouse` (and the first part of `npm run bench`): Lighthouse (mobile, APPLIED throttling: Slow 4G,
// 4x CPU) on the pages in bench/pages.mjs and on a minimal Next.js baseline built from bench/baseline in the same run,
// the runs interleaved (baseline, page 1, page 2, …, then again) so a busy moment of the machine hits them alike.
// Prints one row per page (medians, with each figure's spread) and writes bench/results/<time>-lighthouse.json (kept
// in git as the bench's history) and each page's median-score report (bench/results/reports/, not kept).
// One run per page under Lighthouse's simulated throttling is printed beside, for information only.
// Budgets are reported (PASS/FAIL), not enforced: the exit code is 0 unless the bench itself could not run.
//   --reseed   recreate the bench's data directory (bench/results/data) even if it is already seeded
//   --runs=N   Lighthouse runs per page (default 7; odd, so the median is a real run)
//   --only=A,B  measure only the pages whose name contains A or B (the baseline is always measured)
// BENCH_PORT (default 3200) moves both servers and the data directory, so two benches can run side by side.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBrowser } from '../scripts/lib/ensure-browser.mjs';
import { run } from '../scripts/lib/run.mjs';
import { writeBaselineImage } from './lib/baseline-image.mjs';
import {
  figures,
  killAllChromes,
  medianPerMetric,
  medianRun,
  runLighthouse,
  SETTINGS,
  SIMULATED_SETTINGS,
  spreadPerMetric,
  CHROME_FLAGS,
} from './lib/lighthouse.mjs';
import { takeScreenshots } from './lib/screenshots.mjs';
import { benchDataDir, RESULTS_DIR, startProduct } from './lib/product.mjs';
import { killAllServersNow, startNext, stopAllServers } from './lib/servers.mjs';
import { printTable } from './lib/table.mjs';
import { BASELINE_PORT, BENCH_PORT, baseline, fetchSite, pages } from './pages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const args = process.argv.slice(2);
const reseed = args.includes('--reseed');
const runsArg = args.find((a) => a.startsWith('--runs='));
const RUNS = runsArg ? Number(runsArg.slice('--runs='.length)) : 7;
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS % 2 === 0) throw new Error('--runs must be an odd number');
const onlyArg = args.find((a) => a.startsWith('--only='));
const ONLY = onlyArg ? onlyArg.slice('--only='.length).split(',') : [''];
const measuredPages = pages.filter((page) => ONLY.some((part) => page.name.includes(part)));
if (measuredPages.length === 0) throw new Error(`${onlyArg} names no page of bench/pages.mjs`);

// The baseline's build output, also per port (bench/baseline/next.config.mjs reads BENCH_BASELINE_DIST_DIR).
const BASELINE_DIST_DIR = BENCH_PORT === 3200 ? '.next' : `.next-${BENCH_PORT}`;
const BASELINE_DIR = 'bench/baseline';

// Lighthouse measures the machine's CPU before each run (its benchmark index). The quiet runs the budgets were met on
// (2026-11-26) measured 2,500-2,900 here; below that, the same 4x slowdown emulates a slower phone than those runs
// did, so every page's score, TBT and LCP read worse, the baseline's too.
const QUIET_BENCHMARK_INDEX = 2500;

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const reportDir = path.join(RESULTS_DIR, 'reports', `lighthouse-${stamp}`);

process.on('exit', () => {
  killAllChromes();
  killAllServersNow();
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping Chromium and the servers.`);
    killAllChromes();
    killAllServersNow();
    process.exit(130);
  });
}

function section(title) {
  console.log(`\n=== ${title}`);
}

async function buildBaseline() {
  await writeBaselineImage(path.join(BASELINE_DIR, 'public'));
  // `next build` with a dist dir other than .next adds that dir to the committed tsconfig.json: put it back.
  const tsconfig = path.join(BASELINE_DIR, 'tsconfig.json');
  const committed = readFileSync(tsconfig, 'utf8');
  try {
    await run('npx', ['next', 'build', BASELINE_DIR], { env: baselineEnv() });
  } finally {
    writeFileSync(tsconfig, committed);
  }
}

function baselineEnv() {
  return { ...process.env, NEXT_TELEMETRY_DISABLED: '1', BENCH_BASELINE_DIST_DIR: BASELINE_DIST_DIR };
}

const fileName = (name) =>
  name
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/** A page that answers anything but 200 (a 404 page, an error) would be measured as if it were the page. */
async function expectOk(url) {
  const response = await fetchSite(url);
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}, not 200`);
}

/** The page's URL (found once the server is up, for a car page), checked to answer 200. */
async function resolveUrl(page) {
  const url = page.findUrl ? await page.findUrl() : page.url;
  page.url = url;
  await expectOk(url);
  return url;
}

/**
 * One Lighthouse run, tried a second time when Lighthouse could not record it (NO_NAVSTART and the like happen now
 * and then on a busy machine): a page is dropped from the results only when it fails twice in a row.
 */
async function measureOnce(url, runOptions) {
  try {
    return await runLighthouse(url, runOptions);
  } catch (error) {
    console.error(`\n${error.message}; trying once more`);
    return runLighthouse(url, runOptions);
  }
}

/**
 * One discarded run of every page (it fills the server's caches: rendered pages, optimised images), then RUNS rounds
 * in which every page is measured once, in turn, and one simulated run per page for information. A page's figures are
 * per-metric medians with their spread; its saved report is the run with the median performance score.
 */
async function measureAll(pages, chromePath) {
  const runsOf = new Map(pages.map((page) => [page, []]));
  const failed = new Map();
  const options = (page, settings) => ({ chromePath, categories: page.categories ?? [], settings });
  for (const page of pages) {
    try {
      await resolveUrl(page);
      process.stdout.write(`warm-up: ${page.name}\n`);
      await runLighthouse(page.url, options(page));
    } catch (error) {
      failed.set(page, error.message);
    }
  }
  const measured = pages.filter((page) => !failed.has(page));
  for (let i = 1; i <= RUNS; i++) {
    process.stdout.write(`round ${i} of ${RUNS}:`);
    for (const page of measured) {
      if (failed.has(page)) continue;
      try {
        const loadBefore = os.loadavg()[0];
        const { lhr, html } = await measureOnce(page.url, options(page));
        const f = { ...figures(lhr), loadAverage: Math.max(loadBefore, os.loadavg()[0]) };
        process.stdout.write(` ${page.name.split(' ').at(-1)} ${Math.round(f.lcpMs)}`);
        runsOf.get(page).push({ lhr, html, figures: f });
      } catch (error) {
        failed.set(page, error.message);
      }
    }
    process.stdout.write('\n');
  }
  const results = new Map();
  for (const page of measured) {
    if (failed.has(page)) continue;
    const runs = runsOf.get(page);
    // Information only: a simulated run Lighthouse could not record leaves its column empty, never the results.
    const simulated = await measureOnce(page.url, options(page, SIMULATED_SETTINGS))
      .then(({ lhr }) => figures(lhr))
      .catch((error) => {
        console.error(`simulated run of ${page.name}: ${error.message}`);
        return { performance: null, lcpMs: null };
      });
    const representative = medianRun(runs);
    const base = path.join(reportDir, fileName(page.name));
    writeFileSync(`${base}.report.json`, JSON.stringify(representative.lhr, null, 2));
    writeFileSync(`${base}.report.html`, representative.html);
    results.set(page, {
      figures: medianPerMetric(runs),
      spread: spreadPerMetric(runs),
      runs: runs.map((r) => r.figures),
      simulated: { performance: simulated.performance, lcpMs: simulated.lcpMs },
      reportRun: runs.indexOf(representative) + 1,
      lcpElement: lcpElement(representative.lhr),
      maxLoadAverage: Math.max(...runs.map((r) => r.figures.loadAverage)),
      environment: {
        benchmarkIndex: representative.lhr.environment.benchmarkIndex,
        hostUserAgent: representative.lhr.environment.hostUserAgent,
      },
    });
  }
  return { results, failed };
}

function lcpElement(lhr) {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = items.flatMap((item) => item.items ?? [item]).find((item) => item.node)?.node;
  return node ? { selector: node.selector, snippet: node.snippet } : null;
}

function verdict(page, result, baseline) {
  if (!page.budget) return { verdict: '-', reasons: [] };
  const reasons = [];
  const { performance, lcpVsBaseline, maxLcpMs, maxCls, maxJsOverBaselineKb, minScores = {} } = page.budget;
  const f = result.figures;
  if (performance !== undefined && f.performance < performance) {
    reasons.push(`perf ${f.performance} < ${performance}`);
  }
  if (lcpVsBaseline !== undefined && result.lcpRatio > lcpVsBaseline) {
    reasons.push(`LCP ${result.lcpRatio.toFixed(2)}x > ${lcpVsBaseline}x`);
  }
  if (!baseline && (lcpVsBaseline !== undefined || maxJsOverBaselineKb !== undefined))
    reasons.push('no baseline');
  if (maxLcpMs !== undefined && f.lcpMs > maxLcpMs)
    reasons.push(`LCP ${Math.round(f.lcpMs)} ms > ${maxLcpMs} ms`);
  if (maxCls !== undefined && f.cls > maxCls) reasons.push(`CLS ${f.cls.toFixed(3)} > ${maxCls}`);
  const jsOverKb = baseline ? (f.jsTransferBytes - baseline.jsTransferBytes) / 1024 : 0;
  if (maxJsOverBaselineKb !== undefined && jsOverKb > maxJsOverBaselineKb) {
    reasons.push(`JS baseline + ${jsOverKb.toFixed(1)} KB > + ${maxJsOverBaselineKb} KB`);
  }
  for (const [category, minimum] of Object.entries(minScores)) {
    const score = f.scores[category];
    if (score === undefined || score === null) reasons.push(`${category} not measured`);
    else if (score < minimum) reasons.push(`${category} ${score} < ${minimum}`);
  }
  return { verdict: reasons.length ? 'FAIL' : 'PASS', reasons };
}

function gitCommit() {
  try {
    const head = execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { encoding: 'utf8' }).trim() !== '';
    return { head, dirty };
  } catch {
    return null;
  }
}

async function main() {
  section('browser');
  const chromePath = await ensureBrowser();
  process.env.CHROME_PATH = chromePath;
  console.log(chromePath);

  section('baseline build (bench/baseline)');
  await buildBaseline();

  section('demo data, product build and servers');
  await startProduct(BENCH_PORT, { reseed });
  console.log(`Forecourt on port ${BENCH_PORT} (DATA_DIR=${path.relative(root, benchDataDir(BENCH_PORT))})`);
  await startNext({
    label: 'baseline',
    dir: BASELINE_DIR,
    port: BASELINE_PORT,
    env: baselineEnv(),
    readyUrl: `http://127.0.0.1:${BASELINE_PORT}/`,
  });
  console.log(`baseline on port ${BASELINE_PORT}`);

  section(
    `Lighthouse: mobile, applied throttling (Slow 4G, 4x CPU), ${RUNS} interleaved rounds after a warm-up`,
  );
  mkdirSync(reportDir, { recursive: true });
  const { results, failed } = await measureAll([baseline, ...measuredPages], chromePath);
  const rows = [baseline, ...measuredPages].map((page) =>
    results.has(page)
      ? { page, result: results.get(page) }
      : { page, error: failed.get(page) ?? 'not measured' },
  );
  let failedToMeasure = failed.size;
  section('screenshots of the homes at 375 and 1280 px');
  const homes = measuredPages.filter((page) => page.name.endsWith(' home'));
  try {
    for (const file of await takeScreenshots(homes, reportDir, { chromePath, fileName })) {
      console.log(path.relative(root, file));
    }
  } catch (error) {
    console.error(`The screenshots could not be taken: ${error.message}`);
    failedToMeasure++;
  }
  await stopAllServers();

  const baselineFigures = rows[0].result?.figures;
  const baselineLcp = baselineFigures?.lcpMs;
  for (const row of rows) {
    if (!row.result) continue;
    row.result.lcpRatio = baselineLcp ? row.result.figures.lcpMs / baselineLcp : null;
    Object.assign(row.result, verdict(row.page, row.result, baselineFigures));
  }

  section('results');
  printTable(rows);
  const cores = os.availableParallelism();
  const busiest = Math.max(0, ...rows.map((row) => row.result?.maxLoadAverage ?? 0));
  if (busiest > cores) {
    console.log(
      `\nNote: the machine was busy during the runs (1-minute load average up to ${busiest.toFixed(1)} on ` +
        `${cores} cores); LCP and TBT grow with CPU contention, so these figures are noisier than usual.`,
    );
  }

  const indexes = rows
    .map((row) => row.result?.environment.benchmarkIndex)
    .filter(Number.isFinite)
    .sort((a, b) => a - b);
  const benchmarkIndex = indexes.length > 0 ? indexes[Math.floor(indexes.length / 2)] : null;
  if (benchmarkIndex !== null) {
    console.log(`\nLighthouse's benchmark index of this machine (median of the reports): ${benchmarkIndex}.`);
    if (benchmarkIndex < QUIET_BENCHMARK_INDEX) {
      console.log(
        `Note: the CPU was slower than in the quiet runs the budgets were met on (${QUIET_BENCHMARK_INDEX} or more): ` +
          "with the same 4x slowdown every score, TBT and LCP reads worse, the baseline's too.",
      );
    }
  }

  const file = path.join(RESULTS_DIR, `${stamp}-lighthouse.json`);
  const lighthouseVersion = JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version;
  writeFileSync(
    file,
    JSON.stringify(
      {
        startedAt: stamp,
        git: gitCommit(),
        lighthouse: lighthouseVersion,
        settings: {
          ...SETTINGS,
          runs: RUNS,
          figures: 'median of each figure across the interleaved runs; spread: lowest and highest',
          simulated: 'one run under simulated throttling, for information only',
          report: 'the run with the median performance score (bench/results/reports/, not kept in git)',
          chromeFlags: CHROME_FLAGS,
        },
        baselineLcpMs: baselineLcp ?? null,
        benchmarkIndex,
        pages: rows.map(({ page, result, error }) => ({
          name: page.name,
          url: page.url,
          budget: page.budget,
          ...(error
            ? { error }
            : { ...result, runs: undefined, lcpRunsMs: result.runs.map((r) => Math.round(r.lcpMs)) }),
        })),
      },
      null,
      2,
    ),
  );
  console.log(
    `\nWrote ${path.relative(root, file)} and each page's median-score run's report in ${path.relative(root, reportDir)}/`,
  );
  if (failedToMeasure) {
    console.error(`${failedToMeasure} page(s) could not be measured.`);
    process.exitCode = 1;
  }
}

try {
  await main();
} catch (error) {
  console.error(`\nThe bench could not run: ${error.stack ?? error}`);
  process.exitCode = 1;
} finally {
  await stopAllServers();
}
