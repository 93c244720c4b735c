// `npm test`: every check the project has, ending with one plain line `N passed, N failed`.
// Each static check (lint, format, types) counts as one test; Vitest and Playwright count their own.
// With TEST_DATABASE_URL set (CI), the database tests run a second time against that PostgreSQL server.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { ensureBrowser } from './lib/ensure-browser.mjs';
import { ensureBuild } from './lib/ensure-build.mjs';
import { seedDemoTemplate } from './lib/demo-seed-template.mjs';
import { run, runCapturing } from './lib/run.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
const suiteStarted = performance.now();
const totals = { passed: 0, failed: 0 };
const failures = [];
const phases = [];
mkdirSync('test-results', { recursive: true });

/** Runs one phase of the suite and keeps its wall time for the table printed at the end. */
async function phase(name, body) {
  const started = performance.now();
  try {
    return await body();
  } finally {
    phases.push({ name, seconds: (performance.now() - started) / 1000 });
  }
}

function printPhaseTimes() {
  const width = Math.max(...phases.map((p) => p.name.length));
  const total = phases.reduce((sum, p) => sum + p.seconds, 0);
  console.log('\nPhase times (wall clock):');
  for (const { name, seconds } of phases) console.log(`  ${name.padEnd(width)}  ${formatSeconds(seconds)}`);
  console.log(`  ${'total'.padEnd(width)}  ${formatSeconds(total)}`);
}

/** 959.6 s reads 16m 00s, not 15m 60s: rounded to whole seconds first. */
function formatSeconds(seconds) {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}m ${String(whole % 60).padStart(2, '0')}s`;
}

async function check(name, command, args, env = {}) {
  console.log(`\n=== ${name}`);
  try {
    await run(command, args, { env: { ...process.env, ...env } });
    return true;
  } catch (error) {
    failures.push(`${name}: ${error.message}`);
    return false;
  }
}

async function staticCheckCapturing(name, command, args) {
  const started = performance.now();
  const { ok, output, failure } = await runCapturing(command, args, { env: process.env });
  console.log(`\n=== ${name} (${formatSeconds((performance.now() - started) / 1000)})\n${output.trimEnd()}`);
  if (ok) totals.passed++;
  else {
    totals.failed++;
    failures.push(`${name}: ${failure}`);
  }
  return ok;
}

function countVitest(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: report.numPassedTests, failed: report.numFailedTests + (report.numRuntimeErrors ?? 0) };
}

async function vitest(name, args, env, reportFile) {
  rmSync(reportFile, { force: true });
  const ok = await check(
    name,
    'npx',
    ['vitest', 'run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${reportFile}`],
    env,
  );
  const counts = countVitest(reportFile);
  if (!ok && counts.failed === 0) counts.failed = 1; // the run itself failed (a suite that did not load)
  totals.passed += counts.passed;
  totals.failed += counts.failed;
}

function countPlaywright(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected };
}

// Each of the three is one process on one core: run side by side, their output shown as each ends.
const [, , typesPassed] = await phase('lint, format and types (side by side)', () =>
  Promise.all([
    staticCheckCapturing('lint', 'npx', ['eslint', '--max-warnings=0', '.']),
    staticCheckCapturing('format', 'npx', ['prettier', '--check', '.']),
    staticCheckCapturing('types', 'npx', ['tsc', '--noEmit']),
  ]),
);

// The build and the journeys' demo sites are made while the Vitest runs go: those keep about one core of the two
// busy (each PGlite is one thread), the build takes the other. Their output is shown once the Vitest runs end.
const preparing = phase('browser', async () => {
  console.log('\n=== browser for the journeys');
  process.env.CHROMIUM_PATH = await ensureBrowser();
  console.log(process.env.CHROMIUM_PATH);
}).then(() => {
  const started = performance.now();
  // The journey servers copy the demo sites seeded once for this run (playwright.config.ts).
  process.env.E2E_RUN_ID = String(Date.now());
  return Promise.all([
    // When the types phase passed, tsc has checked these sources already: the build need not again.
    ensureBuild({ typesChecked: typesPassed, capture: true }),
    seedDemoTemplate(process.env.E2E_RUN_ID),
  ]).then(([buildOutput, seeded]) => ({
    buildOutput,
    seeded,
    seconds: (performance.now() - started) / 1000,
  }));
});
// Awaited after the Vitest runs; kept from rejecting unhandled meanwhile.
const prepared = preparing.then(
  (value) => ({ ok: true, ...value }),
  (error) => ({ ok: false, error }),
);

// Checks against the built production server, each with its own ports and data directory: they run one after another
// beside the journeys, from the end of the Vitest runs. Their output is shown after the journeys'.
const RELIABILITY_CHECKS = [
  // SIGKILL in the middle of 200 concurrent leads: every acknowledged lead is stored and delivered after the restart.
  { name: 'SIGKILL of the built server (reliability)', script: 'tests/reliability/sigkill-next-server.mjs' },
  // Traces, logs, metrics and readiness of the built server: spans of each kind at a local OTLP receiver.
  { name: 'traces, logs and metrics of the built server', script: 'tests/reliability/otlp-spans.mjs' },
  // SIGTERM in the middle of 300 leads (graceful shutdown): every acknowledged lead stored and delivered once.
  { name: 'SIGTERM drains the built server (reliability)', script: 'tests/reliability/sigterm-drain.mjs' },
  // Two servers of the build on one Redis (CACHE_URL): pages shared, a revalidation seen by both, Redis stopped mid-run
  // costs no answer. Skipped, saying so, without redis-server.
  { name: 'shared cache in Redis, two servers', script: 'tests/reliability/shared-cache.mjs' },
  // A site's own error page with its database down.
  { name: "a site's error page with the database down", script: 'tests/reliability/site-error-page.mjs' },
  // The standalone folder copied with the lockfile to a clean directory, production dependencies only: the compiled
  // migrations run and server.js serves a site (the artifact a deployment ships; no second build).
  {
    name: 'standalone artifact, production dependencies only',
    script: 'tests/reliability/standalone-artifact.mjs',
  },
];
/** Runs the reliability checks one after another; their output is kept for the end. */
async function runReliabilityChecks() {
  const started = performance.now();
  const results = [];
  for (const { name, script } of RELIABILITY_CHECKS) {
    const checkStarted = performance.now();
    const result = await runCapturing('node', [script], { env: process.env });
    results.push({ name, ...result, seconds: (performance.now() - checkStarted) / 1000 });
  }
  return { results, seconds: (performance.now() - started) / 1000 };
}

// The journeys start as soon as the build and the demo sites are ready, beside the Vitest runs: two Playwright
// workers leave a core partly idle while their pages load and their waits run, and the Vitest runs keep about one
// busy. Their output is kept and shown after the Vitest runs'.
const journeys = prepared.then(async ({ ok }) => {
  if (!ok) return null;
  const began = (performance.now() - suiteStarted) / 1000;
  const started = performance.now();
  const reportFile = 'test-results/playwright.json';
  rmSync(reportFile, { force: true });
  const result = await runCapturing('npx', ['playwright', 'test'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile },
  });
  return { ...result, reportFile, began, seconds: (performance.now() - started) / 1000 };
});
let vitestRunsEnded = () => {};
const vitestRunsOver = new Promise((resolve) => (vitestRunsEnded = resolve));
// The reliability checks start once the Vitest runs are over and the build is ready.
const reliability = prepared.then(async ({ ok }) => {
  if (!ok) return { results: [], seconds: 0 };
  await vitestRunsOver;
  return runReliabilityChecks();
});

// Database tests are the *.db.test.ts files; they open their database with createTestDb(). The unit run
// carries the coverage check of src/domain, which only unit tests reach.
await phase('unit tests', () =>
  vitest(
    'unit tests',
    ['--coverage', '--exclude=**/*.db.test.ts', '--exclude=**/node_modules/**'],
    { TEST_DATABASE_URL: '' },
    'test-results/vitest.json',
  ),
);
await phase('database tests (PGlite)', () =>
  vitest(
    'database tests (PGlite)',
    ['db.test'],
    { TEST_DATABASE_URL: '' },
    'test-results/vitest-pglite.json',
  ),
);
if (process.env.TEST_DATABASE_URL) {
  await phase('database tests (PostgreSQL)', () =>
    vitest('database tests (PostgreSQL)', ['db.test'], {}, 'test-results/vitest-postgres.json'),
  );
}
vitestRunsEnded();

const e2eReady = await phase('build and demo sites, after the Vitest runs', async () => {
  const result = await prepared;
  console.log('\n=== build and demo sites for the journeys (alongside the Vitest runs)');
  if (!result.ok) {
    console.log(result.error.message);
    failures.push(`journeys could not start: ${result.error.message.split('\n')[0]}`);
    totals.failed++;
    return false;
  }
  console.log(`${result.buildOutput.trimEnd()}\n${result.seeded}`);
  console.log(`Build and demo sites ready ${formatSeconds(result.seconds)} after they began.`);
  return true;
});
if (e2eReady) {
  await phase('journeys, after the Vitest runs', async () => {
    const { ok, output, failure, reportFile, began, seconds } = await journeys;
    console.log(
      `\n=== journeys (Playwright + axe): ${formatSeconds(seconds)}, begun ${formatSeconds(began)} into the run, beside the Vitest runs\n${output.trimEnd()}`,
    );
    const counts = countPlaywright(reportFile);
    if (!ok && counts.failed === 0) counts.failed = 1;
    if (!ok) failures.push(`journeys: ${failure}`);
    totals.passed += counts.passed;
    totals.failed += counts.failed;
  });
  await phase('reliability checks, after the journeys', async () => {
    const { results, seconds } = await reliability;
    for (const { name, seconds: took, ok, output, failure } of results) {
      console.log(`\n=== ${name} (${formatSeconds(took)}, begun beside the journeys)\n${output.trimEnd()}`);
      if (ok) totals.passed++;
      else {
        totals.failed++;
        failures.push(`${name}: ${failure}`);
      }
    }
    console.log(`\nReliability checks took ${formatSeconds(seconds)} in all, beside the journeys.`);
  });
}
printPhaseTimes();
if (failures.length) console.log(`\nFailed:\n- ${failures.join('\n- ')}`);
console.log(
  `\nnpm test took ${formatSeconds((performance.now() - suiteStarted) / 1000)} (wall clock, ${availableParallelism()} cores).`,
);
if (process.env.CI_RUN_STARTED_AT) {
  const seconds = Date.now() / 1000 - Number(process.env.CI_RUN_STARTED_AT);
  console.log(`.ci/run took ${formatSeconds(seconds)} (wall clock, apt and npm install included).`);
}
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 ? 0 : 1);
