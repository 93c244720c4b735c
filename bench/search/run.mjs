// `npm run bench:search`: the stock search endpoint and the autocomplete endpoint against a production build,
// warm, one client. Seeds a fresh database with SEED_CARS cars (default 20000) for the multi-franchise group,
// serves it with `next start` on BENCH_SEARCH_PORT (default 3150), sends the 300 queries of queries.mjs once to
// warm up and once measured, and prints p50/p95 of the server time (the Server-Timing header the endpoints
// send: the search itself) and of the round trip as the client saw it.
// Runs on PGlite (a temporary data directory) and, when BENCH_DATABASE_URL names a PostgreSQL server, also on a
// fresh database created there (and dropped after). BENCH_SEARCH_SKIP_PGLITE=1 measures PostgreSQL only.
import { spawn } from 'node:child_process';
import { mkdtempSync, openSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { ensureBuild } from '../../scripts/lib/ensure-build.mjs';
import { fetchSite } from '../../scripts/lib/fetch-site.mjs';
import { nextStartArgs, run } from '../../scripts/lib/run.mjs';
import { autocompleteQueries, searchQueries } from './queries.mjs';
import { recordResults } from '../lib/record.mjs';

const port = Number(process.env.BENCH_SEARCH_PORT ?? 3150);
const seedCars = process.env.SEED_CARS ?? '20000';
const site = 'sydney-motor-group';
const BUDGETS = {
  pglite: { search: 30, autocomplete: 15 },
  postgres: { search: 15, autocomplete: 15 },
};

/** The p-th percentile of sorted numbers (nearest rank). */
function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

async function waitForHealth(server) {
  for (let i = 0; i < 240; i++) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the server did not become healthy');
}

/** One GET with the site's Host header; answers the Server-Timing duration and the round trip, in ms. */
async function timed(pathname, query) {
  const started = performance.now();
  const response = await fetchSite(`http://${site}.localhost:${port}${pathname}?${query}`);
  const body = await response.json();
  const roundTrip = performance.now() - started;
  if (!response.ok)
    throw new Error(`${pathname}?${query} answered ${response.status}: ${JSON.stringify(body)}`);
  const server = Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? NaN);
  return { server, roundTrip, body };
}

async function measure(pathname, queries) {
  for (const q of queries) await timed(pathname, q); // warm-up pass
  const server = [];
  const roundTrip = [];
  let empty = 0;
  for (const q of queries) {
    const t = await timed(pathname, q);
    server.push(t.server);
    roundTrip.push(t.roundTrip);
    const hits = t.body.hits ?? t.body.cars;
    if (Array.isArray(hits) && hits.length === 0) empty++;
  }
  server.sort((a, b) => a - b);
  roundTrip.sort((a, b) => a - b);
  const f = (n) => n.toFixed(1);
  return {
    queries: queries.length,
    empty,
    serverP50: f(percentile(server, 50)),
    serverP95: f(percentile(server, 95)),
    roundTripP50: f(percentile(roundTrip, 50)),
    roundTripP95: f(percentile(roundTrip, 95)),
  };
}

/** Ends the server's process group and waits until it has exited (so the port is free for the next run). */
async function stop(server) {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const gone = new Promise((resolve) => server.once('exit', resolve));
  const signal = (name) => {
    try {
      process.kill(-server.pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5000);
  await gone;
  clearTimeout(timer);
}

async function benchOn(kind, extraEnv) {
  const env = {
    ...process.env,
    ...extraEnv,
    PORT: String(port),
    SEED_CARS: seedCars,
    NEXT_TELEMETRY_DISABLED: '1',
    API_RATE_LIMIT_PER_MINUTE: '1000000',
    // The demo on a scratch PostgreSQL database: a postgres:// DATABASE_URL alone means production mode.
    FORECOURT_MODE: 'demo',
  };
  if (!extraEnv.DATABASE_URL) delete env.DATABASE_URL;
  console.log(`\n=== ${kind}: seeding ${seedCars} cars`);
  await run('npx', ['tsx', 'scripts/demo.ts'], { env });
  const logFile = path.join(tmpdir(), `forecourt-bench-search-${kind}.log`);
  console.log(`server log: ${logFile}`);
  const log = openSync(logFile, 'w');
  const server = spawn(process.execPath, nextStartArgs(port), {
    stdio: ['ignore', log, log],
    env,
    detached: true,
  });
  try {
    await waitForHealth(server);
    const rows = {
      search: await measure('/api/search', searchQueries()),
      autocomplete: await measure('/api/search/autocomplete', autocompleteQueries()),
    };
    for (const [name, row] of Object.entries(rows)) {
      const budget = BUDGETS[kind][name];
      row.budgetP95 = budget;
      row.verdict = Number(row.serverP95) <= budget ? 'PASS' : 'FAIL';
    }
    console.table(rows);
    return rows;
  } finally {
    await stop(server);
  }
}

await ensureBuild();
const results = {};
if (process.env.BENCH_SEARCH_SKIP_PGLITE !== '1') {
  const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'fc-bench-search-')), 'data');
  try {
    results.pglite = await benchOn('pglite', { DATA_DIR: dataDir });
  } finally {
    rmSync(path.dirname(dataDir), { recursive: true, force: true });
  }
}
const serverUrl = process.env.BENCH_DATABASE_URL;
if (serverUrl) {
  const name = `forecourt_bench_${Date.now()}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pgDataDir = mkdtempSync(path.join(tmpdir(), 'fc-bench-search-pg-'));
  try {
    results.postgres = await benchOn('postgres', { DATABASE_URL: url.toString(), DATA_DIR: pgDataDir });
  } finally {
    await admin.unsafe(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(pgDataDir, { recursive: true, force: true });
  }
} else {
  console.log('\nBENCH_DATABASE_URL is not set: PostgreSQL not measured.');
}
console.log(`\n${JSON.stringify({ seedCars: Number(seedCars), results }, null, 2)}`);
console.log(`Wrote ${recordResults('search', { seedCars: Number(seedCars), results })}`);
