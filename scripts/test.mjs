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

/** Runs one phase of the suite and keeps when it began and how long it took, for the timeline printed at the end. */
async function phase(name, body) {
  const started = performance.now();
  try {
    return await body();
  } finally {
    phases.push({
      name,
      began: (started - suiteStarted) / 1000,
      seconds: (performance.now() - started) / 1000,
    });
  }
}

/** The phases in the order they began: the lanes overlap, so each shows its start and its length. */
function printPhaseTimes() {
  const width = Math.max(...phases.map((p) => p.name.length));
  console.log('\nPhase times (wall clock; the lanes run side by side):');
  for (const { name, began, seconds } of phases.toSorted((a, b) => a.began - b.began)) {
    console.log(`  ${name.padEnd(width)}  begun ${formatSeconds(began)}, took ${formatSeconds(seconds)}`);
  }
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
  const { ok, output, failure } = await runCapturing(command, args, { env: process.env, nice: STATIC_NICE });
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

// Two lanes from the first second. The journeys' lane (the browser, then the build and the demo sites, then
// Playwright) is the longest chain. The checks' lane runs lint, format and types side by side, then the unit and
// database tests. Lint, format and types wait on nobody and time nothing, so they run a little below the rest
// (STATIC_NICE): the build the journeys wait for gets the CPU first. The Vitest runs keep normal priority: starved,
// their timed cases (leases, timeouts) would fail for want of CPU, not for a fault.
const STATIC_NICE = 5;

const preparing = phase('browser', async () => {
  console.log('\n=== browser for the journeys');
  process.env.CHROMIUM_PATH = await ensureBrowser();
  console.log(process.env.CHROMIUM_PATH);
}).then(() => {
  const started = performance.now();
  // The journey servers copy the demo sites seeded once for this run (playwright.config.ts).
  process.env.E2E_RUN_ID = String(Date.now());
  return phase('build and demo sites', () =>
    Promise.all([
      // The types check runs beside it over the same sources and fails the suite on its own: the build need not
      // check the types again.
      ensureBuild({ typesChecked: true, capture: true }),
      seedDemoTemplate(process.env.E2E_RUN_ID),
    ]),
  ).then(([buildOutput, seeded]) => ({
    buildOutput,
    seeded,
    seconds: (performance.now() - started) / 1000,
    ready: (performance.now() - suiteStarted) / 1000,
  }));
});
// Awaited at the end; kept from rejecting unhandled meanwhile.
const prepared = preparing.then(
  (value) => ({ ok: true, ...value }),
  (error) => ({ ok: false, error }),
);

// Checks against the built production server, each with its own ports and data directory: they run one after another
// beside the journeys, from when the build is ready. Their output is shown after the journeys'.
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
  // The scaled set-up behind HAProxy on PostgreSQL, Redis and S3: leads and checkouts through a SIGKILL, changes made
  // through one server read on the other, limits held across both. Skipped, saying so, without the three.
  { name: 'two servers behind HAProxy', script: 'tests/reliability/two-servers.mjs' },
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
  const results = [];
  for (const { name, script } of RELIABILITY_CHECKS) {
    const checkStarted = performance.now();
    const result = await runCapturing('node', [script], { env: process.env });
    results.push({ name, ...result, seconds: (performance.now() - checkStarted) / 1000 });
  }
  return results;
}

// The journeys' lane: as soon as the build and the demo sites are ready. Output kept and shown at the end.
const journeys = prepared.then(async ({ ok }) => {
  if (!ok) return null;
  const reportFile = 'test-results/playwright.json';
  rmSync(reportFile, { force: true });
  const result = await phase('journeys (Playwright + axe)', () =>
    runCapturing('npx', ['playwright', 'test'], {
      env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile },
    }),
  );
  return { ...result, reportFile };
});

// The reliability checks (servers of the build started, stopped, killed) run one after another beside the journeys,
// from when the build is ready, at normal priority: several time how fast a server answers or stops. Output kept and
// shown at the end.
const reliability = prepared.then(async ({ ok }) =>
  ok
    ? { results: await phase('reliability checks (one after another)', runReliabilityChecks) }
    : { results: [] },
);

// The checks' lane. Lint, format and types are each one process on one core: side by side, each shown as it ends.
await phase('lint, format and types (side by side)', () =>
  Promise.all([
    staticCheckCapturing('lint', 'npx', ['eslint', '--max-warnings=0', '.']),
    staticCheckCapturing('format', 'npx', ['prettier', '--check', '.']),
    staticCheckCapturing('types', 'npx', ['tsc', '--noEmit']),
  ]),
);
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

const result = await prepared;
console.log('\n=== build and demo sites for the journeys (begun at the start, beside the checks)');
if (!result.ok) {
  console.log(result.error.message);
  failures.push(`journeys could not start: ${result.error.message.split('\n')[0]}`);
  totals.failed++;
} else {
  console.log(`${result.buildOutput.trimEnd()}\n${result.seeded}`);
  console.log(`Build and demo sites ready ${formatSeconds(result.ready)} into the run.`);
  const { ok, output, failure, reportFile } = await journeys;
  const took = phases.find((p) => p.name.startsWith('journeys'));
  console.log(
    `\n=== journeys (Playwright + axe): ${formatSeconds(took.seconds)}, begun ${formatSeconds(took.began)} into the run\n${output.trimEnd()}`,
  );
  const counts = countPlaywright(reportFile);
  if (!ok && counts.failed === 0) counts.failed = 1;
  if (!ok) failures.push(`journeys: ${failure}`);
  totals.passed += counts.passed;
  totals.failed += counts.failed;

  const { results } = await reliability;
  for (const { name, seconds: checkTook, ok: passed, output: checkOutput, failure: why } of results) {
    console.log(`\n=== ${name} (${formatSeconds(checkTook)}, beside the journeys)\n${checkOutput.trimEnd()}`);
    if (passed) totals.passed++;
    else {
      totals.failed++;
      failures.push(`${name}: ${why}`);
    }
  }
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
