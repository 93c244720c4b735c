// `npm run bench:lighthouse` (and the first part of `npm run bench`): Lighthouse (mobile, simulated throttling, median of 3) on the pages in bench/pages.mjs and on
// a minimal Next.js baseline built from bench/baseline in the same run. Prints one row per page and writes
// bench/results/lighthouse-<timestamp>.json (+ the full report of each page's median-score run).
// Budgets are reported (PASS/FAIL), not enforced: the exit code is 0 unless the bench itself could not run.
//   --reseed   recreate the bench's data directory (bench/results/data) even if it is already seeded
//   --runs=N   Lighthouse runs per page (default 3; odd, so the median is a real run)
//   --only=A,B  measure only the pages whose name contains A or B (the baseline is always measured)
// BENCH_PORT (default 3200) moves both servers and the data directory, so two benches can run side by side.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBrowser } from '../scripts/lib/ensure-browser.mjs';
import { ensureBuild } from '../scripts/lib/ensure-build.mjs';
import { run } from '../scripts/lib/run.mjs';
import { writeBaselineImage } from './lib/baseline-image.mjs';
import {
  figures,
  killAllChromes,
  medianPerMetric,
  medianRun,
  runLighthouse,
  SETTINGS,
  CHROME_FLAGS,
} from './lib/lighthouse.mjs';
import { takeScreenshots } from './lib/screenshots.mjs';
import { killAllServersNow, startNext, stopAllServers } from './lib/servers.mjs';
import { printTable } from './lib/table.mjs';
import { BASELINE_PORT, BENCH_PORT, baseline, fetchSite, pages } from './pages.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);

const args = process.argv.slice(2);
const reseed = args.includes('--reseed');
const runsArg = args.find((a) => a.startsWith('--runs='));
const RUNS = runsArg ? Number(runsArg.slice('--runs='.length)) : 3;
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS % 2 === 0) throw new Error('--runs must be an odd number');
const onlyArg = args.find((a) => a.startsWith('--only='));
const ONLY = onlyArg ? onlyArg.slice('--only='.length).split(',') : [''];
const measuredPages = pages.filter((page) => ONLY.some((part) => page.name.includes(part)));
if (measuredPages.length === 0) throw new Error(`${onlyArg} names no page of bench/pages.mjs`);

const RESULTS_DIR = path.join(root, 'bench/results');
// One data directory per port: PGlite allows one process per directory, so a second bench needs its own.
const DATA_DIR = path.join(RESULTS_DIR, BENCH_PORT === 3200 ? 'data' : `data-${BENCH_PORT}`);
// The baseline's build output, also per port (bench/baseline/next.config.mjs reads BENCH_BASELINE_DIST_DIR).
const BASELINE_DIST_DIR = BENCH_PORT === 3200 ? '.next' : `.next-${BENCH_PORT}`;
const SEEDED_MARK = path.join(DATA_DIR, '.bench-seeded');
const BASELINE_DIR = 'bench/baseline';

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const reportDir = path.join(RESULTS_DIR, `lighthouse-${stamp}`);

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

/** The product's environment: the bench's own data directory, embedded PGlite (never a DATABASE_URL). */
function productEnv() {
  // PORT: the seeder refuses to run while a server answers on PORT (it would own the data directory).
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', DATA_DIR, PORT: String(BENCH_PORT) };
  delete env.DATABASE_URL;
  delete env.NODE_ENV; // `next start` sets production itself; the seeder runs as the scripts always do
  return env;
}

async function seedIfNeeded() {
  if (!reseed && existsSync(SEEDED_MARK)) {
    console.log(`Using the seeded data in ${path.relative(root, DATA_DIR)} (--reseed to recreate it).`);
    return;
  }
  if (!existsSync('scripts/seed.ts'))
    throw new Error('scripts/seed.ts is missing: the bench needs the demo data');
  rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync(DATA_DIR, { recursive: true });
  await run('npx', ['tsx', 'scripts/seed.ts'], { env: productEnv() });
  writeFileSync(SEEDED_MARK, new Date().toISOString());
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

/**
 * One discarded run (it fills the server's caches: rendered pages, optimised images), then RUNS measured runs.
 * The row's figures are per-metric medians; the saved report is the run with the median performance score.
 */
async function measure(page, chromePath) {
  const options = { chromePath, categories: page.categories ?? [] };
  const url = page.findUrl ? await page.findUrl() : page.url;
  page.url = url;
  await expectOk(url);
  process.stdout.write(`${page.name}: warm-up`);
  await runLighthouse(url, options);
  const runs = [];
  for (let i = 1; i <= RUNS; i++) {
    process.stdout.write(`, run ${i}`);
    const loadBefore = os.loadavg()[0];
    const { lhr, html } = await runLighthouse(url, options);
    const f = { ...figures(lhr), loadAverage: Math.max(loadBefore, os.loadavg()[0]) };
    process.stdout.write(` (${f.performance}, LCP ${Math.round(f.lcpMs)} ms)`);
    runs.push({ lhr, html, figures: f });
  }
  process.stdout.write('\n');
  const representative = medianRun(runs);
  const base = path.join(reportDir, fileName(page.name));
  writeFileSync(`${base}.report.json`, JSON.stringify(representative.lhr, null, 2));
  writeFileSync(`${base}.report.html`, representative.html);
  return {
    figures: medianPerMetric(runs),
    runs: runs.map((r) => r.figures),
    reportRun: runs.indexOf(representative) + 1,
    report: path.relative(root, `${base}.report.json`),
    lcpElement: lcpElement(representative.lhr),
    maxLoadAverage: Math.max(...runs.map((r) => r.figures.loadAverage)),
    environment: {
      benchmarkIndex: representative.lhr.environment.benchmarkIndex,
      hostUserAgent: representative.lhr.environment.hostUserAgent,
    },
  };
}

function lcpElement(lhr) {
  const items = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = items.flatMap((item) => item.items ?? [item]).find((item) => item.node)?.node;
  return node ? { selector: node.selector, snippet: node.snippet } : null;
}

function verdict(page, result, baselineLcp) {
  if (!page.budget) return { verdict: '-', reasons: [] };
  const reasons = [];
  const { performance, lcpVsBaseline, maxCls, maxJsKb, minScores = {} } = page.budget;
  const f = result.figures;
  if (performance !== undefined && f.performance < performance) {
    reasons.push(`perf ${f.performance} < ${performance}`);
  }
  if (lcpVsBaseline !== undefined && result.lcpRatio > lcpVsBaseline) {
    reasons.push(`LCP ${result.lcpRatio.toFixed(2)}x > ${lcpVsBaseline}x`);
  }
  if (baselineLcp === undefined && lcpVsBaseline !== undefined) reasons.push('no baseline LCP');
  if (maxCls !== undefined && f.cls > maxCls) reasons.push(`CLS ${f.cls.toFixed(3)} > ${maxCls}`);
  const jsKb = f.jsTransferBytes / 1024;
  if (maxJsKb !== undefined && jsKb > maxJsKb) reasons.push(`JS ${jsKb.toFixed(1)} KB > ${maxJsKb} KB`);
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

  section(`demo data (${path.relative(root, DATA_DIR)})`);
  await seedIfNeeded();

  section('product build');
  await ensureBuild();

  section('baseline build (bench/baseline)');
  await buildBaseline();

  section('servers');
  await startNext({
    label: 'Forecourt',
    port: BENCH_PORT,
    env: productEnv(),
    readyUrl: `http://127.0.0.1:${BENCH_PORT}/api/health`,
  });
  console.log(`Forecourt on port ${BENCH_PORT} (DATA_DIR=${path.relative(root, DATA_DIR)})`);
  await startNext({
    label: 'baseline',
    dir: BASELINE_DIR,
    port: BASELINE_PORT,
    env: baselineEnv(),
    readyUrl: `http://127.0.0.1:${BASELINE_PORT}/`,
  });
  console.log(`baseline on port ${BASELINE_PORT}`);

  section(`Lighthouse: mobile, simulated throttling, median of ${RUNS} runs (after one warm-up run)`);
  mkdirSync(reportDir, { recursive: true });
  const rows = [];
  let failedToMeasure = 0;
  for (const page of [baseline, ...measuredPages]) {
    try {
      rows.push({ page, result: await measure(page, chromePath) });
    } catch (error) {
      process.stdout.write('\n');
      console.error(`${page.name}: ${error.message}`);
      rows.push({ page, error: error.message });
      failedToMeasure++;
    }
  }
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

  const baselineLcp = rows[0].result?.figures.lcpMs;
  for (const row of rows) {
    if (!row.result) continue;
    row.result.lcpRatio = baselineLcp ? row.result.figures.lcpMs / baselineLcp : null;
    Object.assign(row.result, verdict(row.page, row.result, baselineLcp));
  }

  section('results');
  printTable(rows);
  const cores = os.availableParallelism();
  const busiest = Math.max(0, ...rows.map((row) => row.result?.maxLoadAverage ?? 0));
  if (busiest > cores) {
    console.log(
      `\nNote: the machine was busy during the runs (1-minute load average up to ${busiest.toFixed(1)} on ` +
        `${cores} cores); simulated LCP and TBT grow with CPU contention, so these figures are noisier than usual.`,
    );
  }

  const file = path.join(RESULTS_DIR, `lighthouse-${stamp}.json`);
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
          figures: 'median of each figure across the runs',
          report: 'the run with the median performance score',
          chromeFlags: CHROME_FLAGS,
        },
        baselineLcpMs: baselineLcp ?? null,
        pages: rows.map(({ page, result, error }) => ({ ...page, ...(error ? { error } : result) })),
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
